// Package remember keeps a section's settings between runs of the app: a value as JSON in the
// running app's Fyne preferences.
package remember

import (
	"encoding/json"

	"fyne.io/fyne/v2"
)

// Store writes v (JSON) under key in the running app's preferences (nothing without an app).
func Store(key string, v any) {
	a := fyne.CurrentApp()
	if a == nil {
		return
	}
	if data, err := json.Marshal(v); err == nil {
		a.Preferences().SetString(key, string(data))
	}
}

// Recall reads the value stored under key into v, telling whether there was a readable one.
func Recall(key string, v any) bool {
	a := fyne.CurrentApp()
	if a == nil {
		return false
	}
	text := a.Preferences().String(key)
	return text != "" && json.Unmarshal([]byte(text), v) == nil
}

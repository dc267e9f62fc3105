package printdlg

import (
	"os"
	"testing"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
)

// TestMain loads the app's English texts, as the app does at start-up, so that the tests read
// what a user reads (plural forms included).
func TestMain(m *testing.M) {
	if err := uilang.Setup("en"); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

package codex

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// Codex's message files load; en.json repeats every objective's caption of data/cards.yaml, and
// German and Italian have their own.
func TestObjectiveCaptionsInEveryLanguage(t *testing.T) {
	if err := TranslationErr(); err != nil {
		t.Fatal(err)
	}
	data, err := translationFiles.ReadFile("translations/en.json")
	if err != nil {
		t.Fatal(err)
	}
	var en map[string]any
	if err := json.Unmarshal(data, &en); err != nil {
		t.Fatal(err)
	}
	for id := FirstObjective; id <= LastCard; id++ {
		c := CardByID(id)
		if got := en["objective."+strconv.Itoa(id)]; got != c.Description {
			t.Errorf("en.json objective.%d = %v, cards.yaml has %q", id, got, c.Description)
		}
		for _, l := range []i18n.Language{i18n.German, i18n.Italian} {
			if got := c.DescriptionIn(l); got == c.Description || got == "" || strings.HasPrefix(got, "objective.") {
				t.Errorf("objective %d in %v: %q", id, l, got)
			}
		}
	}
}

// A face in Italian carries the Italian caption and the Italian word on the objective's back.
func TestFacesInItalian(t *testing.T) {
	front := FaceIn(FirstObjective, Front, i18n.Italian)
	back := FaceIn(FirstObjective, Back, i18n.Italian)
	text := strings.Join(append(front.Texts(), back.Texts()...), " ")
	for _, want := range []string{"carte FUNGHI", "Obiettivo"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q missing from %q", want, text)
		}
	}
	starter := FaceIn(FirstStarter, Back, i18n.German)
	if text := strings.Join(starter.Texts(), " "); !strings.Contains(text, "hinten") {
		t.Errorf("German starter back: %q", text)
	}
	if !strings.HasPrefix((&State{}).RulesSummaryIn(i18n.German), "Codex Naturalis in Kürze") {
		t.Error("no German rules summary")
	}
}

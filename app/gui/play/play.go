// Package play is the app's Play section: the new-match form, the match screen with each game's
// table view (table_*.go; a game without one is played on the generic table), the hot-seat pass
// screen, the result panel and the step-by-step replay.
package play

import (
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"github.com/flaskdeck/flaskdeck/cards"
)

// playSection is the app's Play section: the new-match form; then the match screen (with the
// hot-seat pass screen and the result panel); or the step-by-step replay of a match.
type playSection struct {
	Form   *matchForm
	Match  *matchScreen  // the match being played, nil when none
	Replay *replayScreen // the replay shown, nil when none
	// Leaving is the question asked before leaving an unfinished match, nil when none is open.
	Leaving *leaveQuestion
	// Post runs a function on the UI goroutine for the computer players (fyne.Do when nil).
	Post func(func())
	// BotDelay is the least time a computer turn takes on screen (defaultBotDelay when zero).
	BotDelay time.Duration

	win   fyne.Window
	games []cards.Game
	root  *fyne.Container
}

// newPlaySection builds the Play section for the given games (the app passes its registry).
func newPlaySection(win fyne.Window, games []cards.Game) *playSection {
	p := &playSection{win: win, games: games, root: container.NewStack()}
	p.Form = newMatchForm(win, games, matchFormActions{Start: p.StartMatch, Resume: p.askResume, Replay: p.askReplay})
	p.show(p.Form.Object())
	return p
}

// Object is the section's canvas object.
func (p *playSection) Object() fyne.CanvasObject { return p.root }

func (p *playSection) show(obj fyne.CanvasObject) {
	p.root.Objects = []fyne.CanvasObject{obj}
	p.root.Refresh()
}

// StartMatch sets up a match and shows its table. A bad setup returns the game's error.
func (p *playSection) StartMatch(setup playSetup) error {
	m, err := setup.newMatch()
	if err != nil {
		return err
	}
	p.playMatch(setup, m, nil)
	return nil
}

// playMatch shows the table of a match (new or resumed) and lets computer players move.
func (p *playSection) playMatch(setup playSetup, m *cards.Match, movers []cards.Seat) {
	p.closeMatch()
	ctrl := newPlayController(setup, m, movers)
	if p.Post != nil {
		ctrl.Post = p.Post
	}
	if p.BotDelay != 0 {
		ctrl.BotDelay = p.BotDelay
	}
	actions := resultActions{
		Rematch: func() { p.rematch(setup) },
		Replay:  p.replayCurrent,
		Save:    p.askSave,
		NewGame: p.ShowForm,
	}
	p.Match = newMatchScreen(p.win, ctrl, func() { p.confirmLeave(p.ShowForm) }, actions)
	p.show(p.Match.Object())
	ctrl.Start()
}

// rematch starts the same setup again with the next seed (a new shuffle, the same seats and rules).
func (p *playSection) rematch(setup playSetup) {
	setup.Seed++
	if err := p.StartMatch(setup); err != nil {
		p.showError(err)
	}
}

// ShowForm closes the match or replay shown and goes back to the new-match form.
func (p *playSection) ShowForm() {
	p.closeMatch()
	p.Replay = nil
	p.show(p.Form.Object())
}

func (p *playSection) closeMatch() {
	if p.Match != nil {
		p.Match.Ctrl.Close()
		p.Match.hideTable() // closes a choice dialog the table may have open
		p.Match = nil
	}
}

// replayCurrent replays the match shown, from its log.
func (p *playSection) replayCurrent() {
	if p.Match == nil {
		return
	}
	h, err := historyOf(p.Match.Ctrl)
	if err != nil {
		p.showError(err)
		return
	}
	p.ShowReplay(h)
}

// ShowReplay shows a match history step by step.
func (p *playSection) ShowReplay(h *matchHistory) {
	p.closeMatch()
	p.Replay = newReplayScreen(p.win, h, p.ShowForm)
	p.show(p.Replay.Object())
}

// OpenLog loads a match log file: a finished match opens in the replay, an unfinished one is resumed
// (or replayed when replay is set).
func (p *playSection) OpenLog(path string, replay bool) error {
	log, err := cards.ReadLog(path)
	if err != nil {
		return err
	}
	var g cards.Game
	ok := false
	for _, candidate := range p.games {
		if candidate.Name() == log.Game {
			g, ok = candidate, true
		}
	}
	if !ok {
		return fmt.Errorf("%s: %w %q", path, cards.ErrUnknownGame, log.Game)
	}
	h, err := replayHistory(g, log)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if replay || h.Match.Table.Over() {
		p.ShowReplay(h)
		return nil
	}
	p.playMatch(h.Setup, h.Match, h.Movers)
	return nil
}

// SaveLog writes the match being played (or replayed) to a match log file.
func (p *playSection) SaveLog(path string) error {
	switch {
	case p.Match != nil:
		return p.Match.Ctrl.Match.Log.WriteFile(path)
	case p.Replay != nil:
		return p.Replay.History.Match.Log.WriteFile(path)
	}
	return errors.New(lang.L("no match to save"))
}

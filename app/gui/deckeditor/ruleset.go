package deckeditor

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/flask/ruleset"
	"github.com/flaskdeck/flaskdeck/internal/atomicfile"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
)

// rulesetView is the Rule set window of the Editor: a form of the set's base cards, deck rules and
// game rules (docs/rulesets.md). Every edit is checked at once: a valid set becomes the Editor's,
// so every card of the open deck, its faces and its deck problems follow live; a problem is named
// under its field, and the deck keeps the last valid set. Open… and v0.4.2 switch sets, Save as…
// writes the set as a rule-set file.
type rulesetView struct {
	e      *Editor
	button *widget.Button // "Rule set: v0.4.2…" below the preview
	win    fyne.Window    // nil while closed
	src    *ruleset.Set   // the set the form started from (its resources stay as they are)
	path   string         // the file it was opened from or saved to

	entries map[string]*widget.Entry  // by field path: "bases[1].cost", "deck.size", …
	selects map[string]*widget.Select // bases[i].colour, bases[i].max
	grow    *widget.Check
	errs    map[string]*widget.Label // the problem shown under each field
	summary *widget.Label
	filling bool
}

func newRulesetView(e *Editor) *rulesetView {
	v := &rulesetView{e: e}
	v.button = widget.NewButton("", v.open)
	v.refreshButton()
	return v
}

func (v *rulesetView) refreshButton() {
	v.button.SetText(lang.L("Rule set: {{.Name}}…", map[string]string{"Name": v.e.set.Name()}))
}

// open shows the window (or brings it forward) on the Editor's set.
func (v *rulesetView) open() {
	if v.win != nil {
		v.win.RequestFocus()
		return
	}
	v.win = v.e.app.NewWindow(lang.L("Rule set") + " — flaskdeck")
	v.win.SetOnClosed(func() { v.win = nil })
	v.load(v.e.set.Source(), v.path)
	v.win.Resize(fyne.NewSize(980, 700))
	v.win.Show()
}

// load fills the window with a set.
func (v *rulesetView) load(s *ruleset.Set, path string) {
	v.src, v.path = s, path
	v.entries, v.selects, v.errs = map[string]*widget.Entry{}, map[string]*widget.Select{}, map[string]*widget.Label{}
	v.summary = widget.NewLabel("")
	v.filling = true
	defer func() { v.filling = false; v.changed() }()

	name := v.entry("name", s.Name)
	top := container.NewBorder(nil, nil, widget.NewLabel(lang.L("Name")), container.NewHBox(
		widget.NewButton(lang.L("Open…"), v.askOpen),
		widget.NewButton(ruleset.StandardName, func() { v.load(ruleset.Standard(), "") }),
		widget.NewButton(lang.L("Save As…"), v.askSave)), name)

	grid := container.NewGridWithColumns(7)
	for _, h := range []string{lang.L("code"), lang.L("name"), lang.L("colour"), lang.L("cost"), lang.L("hand cards"), lang.L("max per card"), lang.L("effect")} {
		grid.Add(widget.NewLabelWithStyle(h, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	colours := make([]string, 4)
	for i, r := range s.Resources {
		colours[i] = r.Name
	}
	for i, b := range s.Bases {
		f := fmt.Sprintf("bases[%d]", i)
		grid.Add(v.field(f+".code", v.entry(f+".code", b.Code)))
		grid.Add(v.field(f+".name", v.entry(f+".name", b.Name)))
		grid.Add(v.field(f+".colour", v.choice(f+".colour", colours, s.ResourceName(b.Colour))))
		grid.Add(v.field(f+".cost", v.entry(f+".cost", symbolsOf(s, b.Cost))))
		grid.Add(v.field(f+".cards", v.entry(f+".cards", strconv.Itoa(b.CardCost))))
		grid.Add(v.field(f+".max", v.choice(f+".max", []string{"1", "2", "3"}, strconv.Itoa(b.Max))))
		grid.Add(v.field(f+".effect", v.entry(f+".effect", s.EffectText(b.Effect))))
	}
	g := s.Game
	cap := lang.L("none")
	if g.Cap > 0 {
		cap = strconv.Itoa(g.Cap)
	}
	v.grow = widget.NewCheck(lang.L("the first turn may grow"), func(bool) { v.changed() })
	v.grow.SetChecked(g.FirstTurnGrow)
	rules := widget.NewForm(
		widget.NewFormItem(lang.L("Deck size"), v.field("deck.size", v.entry("deck.size", strconv.Itoa(s.Deck.Size)))),
		widget.NewFormItem(lang.L("At most similar"), v.field("deck.max_similar", v.entry("deck.max_similar", strconv.Itoa(s.Deck.MaxSimilar)))),
		widget.NewFormItem(lang.L("Starting counters"), v.field("game.counters", v.entry("game.counters", fmt.Sprint(g.Counters[0], g.Counters[1], g.Counters[2], g.Counters[3])))),
		widget.NewFormItem(lang.L("Cap at end of turn"), v.field("game.cap", v.entry("game.cap", cap))),
		widget.NewFormItem(lang.L("First turn"), v.grow),
		widget.NewFormItem(lang.L("Cards drawn at end of turn"), v.field("game.end_draw", v.entry("game.end_draw", strconv.Itoa(g.EndDraw)))),
		widget.NewFormItem(lang.L("Starting hand"), v.field("game.hand", v.entry("game.hand", strconv.Itoa(g.Hand)))),
	)
	help := widget.NewLabel(lang.L("Effects: {{.Effects}}. Costs: symbols or names (💥📘, red blue, any). Every valid change applies to the open deck at once.",
		map[string]string{"Effects": "reaction | gain SYMBOLS | draw N | gain-choice N | attack-resources N | attack-cards N | reboot"}))
	help.Wrapping = fyne.TextWrapWord
	body := container.NewVBox(top, widget.NewSeparator(), widget.NewLabelWithStyle(lang.L("Base cards, in code order"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		grid, widget.NewSeparator(), widget.NewLabelWithStyle(lang.L("Deck and game rules"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), rules, help)
	if v.win != nil {
		v.win.SetContent(container.NewBorder(nil, v.summary, nil, nil, container.NewVScroll(body)))
	}
}

func (v *rulesetView) entry(field, text string) *widget.Entry {
	en := widget.NewEntry()
	en.SetText(text)
	en.OnChanged = func(string) { v.changed() }
	v.entries[field] = en
	return en
}

func (v *rulesetView) choice(field string, options []string, selected string) *widget.Select {
	sel := widget.NewSelect(options, func(string) { v.changed() })
	sel.SetSelected(selected)
	v.selects[field] = sel
	return sel
}

// field stacks a control over the label that names its problem.
func (v *rulesetView) field(path string, control fyne.CanvasObject) fyne.CanvasObject {
	l := widget.NewLabel("")
	l.Importance = widget.DangerImportance
	l.Wrapping = fyne.TextWrapWord
	l.Hide()
	v.errs[path] = l
	return container.NewVBox(control, l)
}

// read builds the set the form describes and the problems of fields that do not parse.
func (v *rulesetView) read() (*ruleset.Set, ruleset.Problems) {
	s := v.src.Clone()
	var ps ruleset.Problems
	bad := func(field, format string, args ...any) {
		for i, a := range args { // an error of the rule set's parsers, in the app's language
			if err, ok := a.(error); ok {
				args[i] = uilang.ErrorText(err)
			}
		}
		ps = append(ps, ruleset.Problem{Field: field, Message: fmt.Sprintf(format, args...)})
	}
	text := func(field string) string { return strings.TrimSpace(v.entries[field].Text) }
	number := func(field string) int {
		n, err := strconv.Atoi(text(field))
		if err != nil {
			bad(field, "%s", lang.L("a whole number, not {{.Text}}", map[string]string{"Text": strconv.Quote(text(field))}))
		}
		return n
	}
	s.Name = text("name")
	for i := range s.Bases {
		f := fmt.Sprintf("bases[%d]", i)
		b := &s.Bases[i]
		b.Code, b.Name = text(f+".code"), text(f+".name")
		if rs, err := s.ParseResources(v.selects[f+".colour"].Selected); err == nil && len(rs) == 1 {
			b.Colour = rs[0]
		}
		if cost, err := s.ParseResources(text(f + ".cost")); err != nil {
			bad(f+".cost", "%v", err)
		} else if b.Cost = cost; len(cost) == 0 {
			b.Cost = nil
		}
		b.CardCost = number(f + ".cards")
		b.Max, _ = strconv.Atoi(v.selects[f+".max"].Selected)
		if e, err := s.ParseEffect(text(f + ".effect")); err != nil {
			bad(f+".effect", "%v", err)
		} else {
			b.Effect = e
		}
	}
	s.Deck.Size, s.Deck.MaxSimilar = number("deck.size"), number("deck.max_similar")
	counters := strings.Fields(text("game.counters"))
	switch len(counters) {
	case 1, 4:
		for i := range s.Game.Counters {
			n, err := strconv.Atoi(counters[min(i, len(counters)-1)])
			if err != nil {
				bad("game.counters", "%s", lang.L("whole numbers, not {{.Text}}", map[string]string{"Text": strconv.Quote(text("game.counters"))}))
				break
			}
			s.Game.Counters[i] = n
		}
	default:
		bad("game.counters", "%s", lang.L("one number for every counter, or four"))
	}
	if c := text("game.cap"); strings.EqualFold(c, "none") || strings.EqualFold(c, lang.L("none")) || c == "" {
		s.Game.Cap = 0
	} else {
		s.Game.Cap = number("game.cap")
	}
	s.Game.FirstTurnGrow = v.grow.Checked
	s.Game.EndDraw, s.Game.Hand = number("game.end_draw"), number("game.hand")
	return s, ps
}

// changed checks the form: a valid set becomes the Editor's, problems show under their fields.
func (v *rulesetView) changed() {
	if v.filling {
		return
	}
	s, ps := v.read()
	if len(ps) == 0 {
		if err := s.Check(); err != nil {
			ps = err.(ruleset.Problems)
		}
	}
	shown := map[string]string{}
	var elsewhere []string
	for _, p := range ps {
		field := p.Field
		for field != "" && v.errs[field] == nil {
			field = parentOf(field)
		}
		if field == "" {
			elsewhere = append(elsewhere, uilang.ErrorText(p))
			continue
		}
		if shown[field] == "" {
			shown[field] = uilang.ErrorText(p.Unframed())
		}
	}
	for field, l := range v.errs {
		if msg := shown[field]; msg != "" {
			l.SetText(msg)
			l.Show()
		} else {
			l.Hide()
		}
	}
	if len(ps) > 0 {
		msg := lang.N("{{.Count}} problems: the deck keeps the last valid set ({{.Set}}).", len(ps), map[string]any{"Count": len(ps), "Set": v.e.set.Name()})
		if len(elsewhere) > 0 {
			msg += " " + strings.Join(elsewhere, "; ")
		}
		v.summary.SetText(msg)
		v.summary.Importance = widget.DangerImportance
		v.summary.Refresh()
		return
	}
	rs, err := flask.CompileRuleSet(s)
	if err != nil {
		return
	}
	v.summary.SetText(lang.L("Rule set {{.Name}}: every card of the deck follows it.", map[string]string{"Name": rs.Name()}))
	v.summary.Importance = widget.SuccessImportance
	v.summary.Refresh()
	v.e.setRuleSet(rs)
}

func parentOf(f string) string {
	if i := strings.LastIndexAny(f, ".["); i >= 0 {
		return f[:i]
	}
	return ""
}

func (v *rulesetView) askOpen() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		path := r.URI().Path()
		r.Close()
		s, err := ruleset.ReadFile(path)
		if err != nil {
			dialog.ShowError(uilang.Error(err), v.win)
			return
		}
		v.load(s, path)
	}, v.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".yaml", ".yml"}))
	d.Show()
}

func (v *rulesetView) askSave() {
	s, ps := v.read()
	if len(ps) == 0 {
		if err := s.Check(); err != nil {
			ps = err.(ruleset.Problems)
		}
	}
	if len(ps) > 0 {
		dialog.ShowError(uilang.Error(errors.New(lang.L("the set has problems; fix them first: {{.Problem}}", map[string]string{"Problem": uilang.ErrorText(ps[0])}))), v.win)
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		path := w.URI().Path()
		w.Close()
		if err := v.save(s, path); err != nil {
			dialog.ShowError(uilang.Error(err), v.win)
		}
	}, v.win)
	d.SetFileName(fileNameOf(s.Name) + ".yaml")
	d.Show()
}

// save writes the set atomically.
func (v *rulesetView) save(s *ruleset.Set, path string) error {
	if err := atomicfile.Write(path, ruleset.Encode(s), 0o644); err != nil {
		return err
	}
	v.path = path
	v.e.status.say(lang.L("Saved rule set {{.Name}}", map[string]string{"Name": s.Name}))
	return nil
}

// symbolsOf writes resources as the set's symbols.
func symbolsOf(s *ruleset.Set, rs []ruleset.Resource) string {
	var b strings.Builder
	for _, r := range rs {
		b.WriteString(s.Symbol(r))
	}
	return b.String()
}

// setRuleSet makes rs the set the deck is shown and checked under.
func (e *Editor) setRuleSet(rs *flask.RuleSet) {
	if rs == e.set || rs.Hash() == e.set.Hash() {
		return
	}
	e.set = rs
	e.faces.clear()
	e.comp.rebuild()
	e.setView.refreshButton()
	e.refresh()
}

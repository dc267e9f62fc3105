package labview

import (
	"fyne.io/fyne/v2/lang"

	"bytes"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/app/lab"
	"github.com/flaskdeck/flaskdeck/cards"
)

// labPlotDPI is the resolution of the plots shown in the Lab.
const labPlotDPI = 96

// Start reads the form and runs the request off the UI goroutine; progress and the result come
// back through Post. A bad form is shown in the status line and returned.
func (l *labSection) Start() error {
	if l.done != nil {
		return errors.New(lang.L("a run is going on"))
	}
	req, err := l.formRequest()
	if err == nil {
		_, err = req.Players()
	}
	if err != nil {
		l.Status.SetText(uilang.ErrorText(err))
		return err
	}
	l.remember()
	ctx, cancel := context.WithCancel(context.Background())
	l.cancel, l.done, l.request = cancel, make(chan struct{}), req
	l.Run.Disable()
	l.Save.Disable()
	l.Stop.Enable()
	l.Progress.SetValue(0)
	l.Status.SetText(lang.L("Running {{.Count}} matches…", map[string]int{"Count": req.Total()}))
	started := time.Now()
	done := l.done
	go func() {
		defer close(done)
		defer lab.TuneGC()()
		res, err := req.Run(ctx, func(n, total int) {
			l.post(func() { l.showProgress(n, total, started) })
		})
		l.post(func() { l.finish(res, err) })
	}()
	return nil
}

// StopRun cancels the running run; the matches finished are still reported.
func (l *labSection) StopRun() {
	if l.cancel != nil {
		l.cancel()
		l.Status.SetText(lang.L("Stopping…"))
	}
}

// Wait blocks until the running run (if any) has finished its work; its result still arrives
// through Post.
func (l *labSection) Wait() {
	if d := l.done; d != nil {
		<-d
	}
}

// showProgress moves the bar and shows the rate and the time left.
func (l *labSection) showProgress(n, total int, started time.Time) {
	if l.done == nil || total == 0 {
		return
	}
	l.Progress.SetValue(float64(n) / float64(total))
	elapsed := time.Since(started)
	text := lang.L("{{.Done}} of {{.Total}} matches", map[string]int{"Done": n, "Total": total})
	if n > 0 {
		rate := float64(n) / elapsed.Seconds()
		left := time.Duration(float64(total-n) / rate * float64(time.Second)).Round(time.Second)
		text = lang.L("{{.Done}} of {{.Total}} matches, {{.Rate}} matches/s, about {{.Left}} left", map[string]any{"Done": n, "Total": total, "Rate": fmt.Sprintf("%.0f", rate), "Left": left})
	}
	l.Status.SetText(text)
}

// finish shows a run's result (or its error) and makes the form usable again.
func (l *labSection) finish(res *lab.Result, err error) {
	l.cancel, l.done = nil, nil
	l.Run.Enable()
	l.Stop.Disable()
	if err != nil {
		l.Status.SetText(lang.L("The run failed: {{.Error}}", map[string]string{"Error": uilang.ErrorText(err)}))
		return
	}
	l.Result = res
	l.Save.Enable()
	var text bytes.Buffer
	finished := int64(0)
	if res.Matrix != nil {
		lab.WriteMatrixTextIn(&text, res.Matrix, uilang.Game())
		for _, p := range res.Matrix.Pairs {
			finished += p.Finished + p.Unfinished
		}
	} else {
		lab.WriteTextIn(&text, res.Single, uilang.Game())
		finished = res.Single.Finished + res.Single.Unfinished
	}
	l.Report.SetText(text.String())
	l.Plot.Image = lab.FigureOfIn(res, uilang.Game()).Image(labPlotDPI)
	l.Plot.Refresh()
	if res.Stopped() {
		l.Status.SetText(lang.L("Stopped: {{.Done}} of {{.Total}} matches finished; the report counts those.", map[string]any{"Done": finished, "Total": l.request.Total()}))
		return
	}
	l.Progress.SetValue(1)
	l.Status.SetText(lang.L("Done: {{.Count}} matches.", map[string]any{"Count": finished}) + " " + fmt.Sprint(lab.SettingsLine(l.request.Game.Name(), l.request.Seed,
		l.request.Games, l.request.Workers, resultRules(res))))
}

// resultRules returns the resolved rules of a result.
func resultRules(res *lab.Result) cards.Rules {
	if res.Matrix != nil {
		return res.Matrix.Rules
	}
	return res.Single.Rules
}

package play

import (
	"fmt"
	"os"
	"slices"
	"time"

	"fyne.io/fyne/v2"
)

// frameLogEnv names the environment variable that makes the app measure how smoothly the window
// repaints while a computer player thinks: FLASKDECK_FRAMELOG=FILE appends one line per computer
// turn to FILE with the gaps between animation frames (Fyne ticks animations once per painted frame).
const frameLogEnv = "FLASKDECK_FRAMELOG"

// frameMeter records frame times while a computer player thinks.
type frameMeter struct {
	path   string
	anim   *fyne.Animation
	frames []time.Time
	seat   string
	start  time.Time
}

// newFrameMeter returns a meter when the environment asks for one, nil otherwise.
func newFrameMeter() *frameMeter {
	path := os.Getenv(frameLogEnv)
	if path == "" {
		return nil
	}
	m := &frameMeter{path: path}
	m.anim = fyne.NewAnimation(time.Second, func(float32) { m.frames = append(m.frames, time.Now()) })
	m.anim.RepeatCount = fyne.AnimationRepeatForever
	return m
}

// update starts measuring when a computer player starts thinking and writes the figures when it stops.
func (m *frameMeter) update(thinking string) {
	if m == nil || thinking == m.seat {
		return
	}
	if m.seat != "" {
		m.anim.Stop()
		m.write()
	}
	m.seat, m.frames = thinking, nil
	if thinking != "" {
		m.start = time.Now()
		m.anim.Start()
	}
}

func (m *frameMeter) write() {
	var gaps []time.Duration
	for i := 1; i < len(m.frames); i++ {
		gaps = append(gaps, m.frames[i].Sub(m.frames[i-1]))
	}
	line := fmt.Sprintf("%s thought %v: %d frames", m.seat, time.Since(m.start).Round(time.Millisecond), len(m.frames))
	if len(gaps) > 0 {
		slices.Sort(gaps)
		ms := func(d time.Duration) string { return fmt.Sprintf("%.1fms", float64(d)/1e6) }
		line += fmt.Sprintf(", frame gap median %s, p99 %s, max %s", ms(gaps[len(gaps)/2]), ms(gaps[len(gaps)*99/100]), ms(gaps[len(gaps)-1]))
	}
	f, err := os.OpenFile(m.path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	defer f.Close()
	fmt.Fprintln(f, line)
}

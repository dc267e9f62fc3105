package deckeditor

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/flask"
)

// typingPause is how long typing must pause before it becomes one undoable edit.
const typingPause = 700 * time.Millisecond

// pendingEdits holds typing not yet committed to the collection, by field ("name", "notes", …).
// Each commit runs on the UI goroutine: from the pause timer through fyne.Do, or from flush,
// which every other action calls first so edits keep their order.
type pendingEdits struct {
	commits map[string]func()
	timer   *time.Timer
}

// set replaces the pending edit of a field and restarts the pause timer.
func (p *pendingEdits) set(field string, commit func()) {
	if p.commits == nil {
		p.commits = map[string]func(){}
	}
	p.commits[field] = commit
	if p.timer != nil {
		p.timer.Stop()
	}
	p.timer = time.AfterFunc(typingPause, func() { fyne.Do(p.flush) })
}

// flush commits every pending edit now.
func (p *pendingEdits) flush() {
	if p.timer != nil {
		p.timer.Stop()
		p.timer = nil
	}
	commits := p.commits
	p.commits = nil
	for _, field := range []string{"deck", "name", "notes"} {
		if c, ok := commits[field]; ok {
			c()
		}
	}
}

// faceCache keeps the faces already built, so the deck pane and the preview rebuild only the
// faces of cards that changed.
type faceCache struct {
	m map[faceKey]face.Face
}

type faceKey struct {
	card flask.Card
	opts flask.FaceOptions
}

// faceCacheMax bounds the cache; it is emptied when full.
const faceCacheMax = 512

func newFaceCache() *faceCache { return &faceCache{m: map[faceKey]face.Face{}} }

func (c *faceCache) face(card flask.Card, opts flask.FaceOptions) face.Face {
	k := faceKey{card, opts}
	if f, ok := c.m[k]; ok {
		return f
	}
	if len(c.m) >= faceCacheMax {
		c.clear()
	}
	f := flask.CardFace(card, opts)
	c.m[k] = f
	return f
}

func (c *faceCache) clear() { c.m = map[faceKey]face.Face{} }

func layoutSpacer() fyne.CanvasObject { return layout.NewSpacer() }

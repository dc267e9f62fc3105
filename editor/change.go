package editor

// ChangeKind is what happened to a collection. The zero value is no change.
type ChangeKind int

// The kinds of change listeners hear about.
const (
	ChangeNone ChangeKind = iota
	ChangeEdit            // an edit of the cards or the name
	ChangeUndo            // an edit was taken back
	ChangeRedo            // an undone edit was done again
	ChangeSave            // the collection was saved (it is now clean)
)

// String returns "edit", "undo", "redo", "save" or "none".
func (k ChangeKind) String() string {
	return [...]string{"none", "edit", "undo", "redo", "save"}[k]
}

// Change tells a listener what happened.
type Change struct {
	Kind  ChangeKind
	Label string // the edit ("rename card 2"), or the file for save
}

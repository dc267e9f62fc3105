package export

// The Tabletop Simulator saved-object format, as much of it as a deck of custom cards needs. The
// game reads a saved object (a save file holding one or more objects) from its "Saved Objects"
// folder; each deck is a DeckCustom holding CardCustom objects. A card's CardID is its CustomDeck
// key × 100 + its place on that deck's sheet (from 0, row by row); DeckIDs lists the cards of the
// deck from the top, a card once per copy.

// TTSSave is a saved object file.
type TTSSave struct {
	SaveName     string
	GameMode     string
	Date         string
	Table        string
	Sky          string
	Note         string
	Rules        string
	XMLUI        string `json:"XmlUI"`
	LuaScript    string
	ObjectStates []TTSObject
}

// TTSObject is one object: a DeckCustom (a deck) or a CardCustom (a card).
type TTSObject struct {
	GUID             string
	Name             string
	Transform        TTSTransform
	Nickname         string
	Description      string
	ColorDiffuse     TTSColor
	Locked           bool
	Grid             bool
	Snap             bool
	Autoraise        bool
	Sticky           bool
	Tooltip          bool
	HideWhenFaceDown bool
	Hands            bool
	SidewaysCard     bool
	CardID           int                      `json:",omitempty"` // a card
	DeckIDs          []int                    `json:",omitempty"` // a deck
	CustomDeck       map[string]TTSCustomDeck // key: the sheet's number, as text
	ContainedObjects []TTSObject              `json:",omitempty"` // a deck's cards, from the top
}

// TTSTransform places an object on the table.
type TTSTransform struct {
	PosX   float64 `json:"posX"`
	PosY   float64 `json:"posY"`
	PosZ   float64 `json:"posZ"`
	RotX   float64 `json:"rotX"`
	RotY   float64 `json:"rotY"`
	RotZ   float64 `json:"rotZ"`
	ScaleX float64 `json:"scaleX"`
	ScaleY float64 `json:"scaleY"`
	ScaleZ float64 `json:"scaleZ"`
}

// TTSColor is a tint, each channel from 0 to 1.
type TTSColor struct {
	R float64 `json:"r"`
	G float64 `json:"g"`
	B float64 `json:"b"`
}

// TTSCustomDeck is a deck sheet: a grid of faces (FaceURL, NumWidth × NumHeight) and the back, one
// image for all the cards or, with UniqueBack, a sheet of backs laid out like the faces.
type TTSCustomDeck struct {
	FaceURL      string
	BackURL      string
	NumWidth     int
	NumHeight    int
	BackIsHidden bool // the back stands for a card in someone's hand (so every slot holds a card)
	UniqueBack   bool
	Type         int // 0: a rectangle with rounded corners
}

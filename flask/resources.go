package flask

// Resource is one of Flask's four resources, or Any in a cost. The zero value is no resource.
type Resource int

// The resources. Any (❔) appears only in costs: one resource of any kind, chosen by the payer.
const (
	ResourceNone Resource = iota
	Red                   // 💥
	Blue                  // 📘
	Green                 // 💚
	Yellow                // 💰
	Any                   // ❔
)

// Resources lists the four real resources in order Red, Blue, Green, Yellow.
var Resources = []Resource{Red, Blue, Green, Yellow}

// costOrder is the order in which the original editor prints the symbols of a cost.
var costOrder = [...]Resource{Green, Yellow, Blue, Red, Any}

var resourceNames = [...]string{"none", "red", "blue", "green", "yellow", "any"}
var resourceSymbols = [...]string{"", "💥", "📘", "💚", "💰", "❔"}

// String returns the resource's name: "red", "blue", "green", "yellow", "any" ("none" for the zero value).
func (r Resource) String() string {
	if r < 0 || int(r) >= len(resourceNames) {
		return "none"
	}
	return resourceNames[r]
}

// Symbol returns the resource's symbol as printed on cards: 💥 📘 💚 💰 ❔ ("" for none).
func (r Resource) Symbol() string {
	if r < 0 || int(r) >= len(resourceSymbols) {
		return ""
	}
	return resourceSymbols[r]
}

// equalFoldASCII compares two strings ignoring ASCII case.
func equalFoldASCII(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

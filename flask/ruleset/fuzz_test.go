package ruleset

import (
	"reflect"
	"testing"
)

// FuzzDecode: any input decodes to a set that checks clean and survives a round trip, or to
// problems; never a panic.
func FuzzDecode(f *testing.F) {
	f.Add(Encode(Standard()))
	f.Add([]byte("name: x\nbases: [{code: A1, name: A, colour: red, effect: draw 1}]\n"))
	f.Add([]byte("name: &a x\nresources: *a\n"))
	f.Add([]byte("game: {counters: 0}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Decode("fuzz.yaml", data)
		if err != nil {
			if _, ok := err.(Problems); !ok {
				t.Fatalf("error %T is not Problems: %v", err, err)
			}
			return
		}
		if err := s.Check(); err != nil {
			t.Fatalf("a decoded set does not check: %v", err)
		}
		back, err := Decode("again.yaml", Encode(s))
		if err != nil {
			t.Fatalf("the encoded set does not decode: %v\n%s", err, Encode(s))
		}
		back.lines, s.lines = nil, nil
		if !reflect.DeepEqual(back, s) {
			t.Fatalf("round trip changed the set:\n%+v\n%+v", back, s)
		}
	})
}

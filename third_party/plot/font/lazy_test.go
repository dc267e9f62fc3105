package font_test

import (
	"sync"
	"testing"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/font/liberation"
)

// flaskdeck's patch: a collection added by AddLazy is loaded on the cache's first use, and
// collections keep the order of Add and AddLazy (the first one's typeface is the default).
func TestAddLazyLoadsOnFirstUse(t *testing.T) {
	calls := 0
	c := font.NewCache(nil)
	c.AddLazy(func() font.Collection { calls++; return liberation.Collection() })
	if calls != 0 {
		t.Fatal("AddLazy loaded at once")
	}
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if f := c.Lookup(font.Font{Typeface: "Liberation", Variant: "Mono"}, 12); f.Face == nil {
				t.Error("Liberation Mono not found")
			}
		}()
	}
	wg.Wait()
	if calls != 1 {
		t.Errorf("collection loaded %d times, want 1", calls)
	}
	// Add after AddLazy: the lazy collection comes first, so its typeface stays the default.
	d := font.NewCache(nil)
	d.AddLazy(liberation.Collection)
	d.Add(font.Collection{{Font: font.Font{Typeface: "Other"}, Face: c.Lookup(font.Font{Typeface: "Liberation"}, 1).Face}})
	if f := d.Lookup(font.Font{Typeface: "Missing"}, 10); f.Font.Typeface != "Liberation" {
		t.Errorf("default typeface %q, want Liberation", f.Font.Typeface)
	}
	if !d.Has(font.Font{Typeface: "Liberation", Variant: "Serif"}) {
		t.Error("Has does not see the lazy collection")
	}
}

package codex

import (
	"bytes"
	"fmt"
	"go/format"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/internal/golden"
)

// The catalogue is compiled in as data (catalogue_gen.go), so starting the program parses no YAML;
// data/cards.yaml stays the source. This test fails when the two disagree; go test -update
// rewrites catalogue_gen.go from the YAML.
func TestCatalogueIsTheEmbeddedData(t *testing.T) {
	cat, err := loadCatalogue()
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "catalogue_gen.go", catalogueSource(cat))
}

// catalogueSource writes cat as the Go source of catalogue_gen.go.
func catalogueSource(cat *[numCards]Card) []byte {
	var b bytes.Buffer
	b.WriteString("// Code generated from data/cards.yaml by TestCatalogueIsTheEmbeddedData (go test -update); DO NOT EDIT.\n\n")
	b.WriteString("package codex\n\n")
	b.WriteString("// catalogue holds every card by id (index 0 unused), as data/cards.yaml describes them.\n")
	b.WriteString("var catalogue = &[numCards]Card{\n")
	for i := range cat {
		if cat[i].ID == 0 {
			continue
		}
		lit := strings.ReplaceAll(fmt.Sprintf("%#v", cat[i]), "codex.", "")
		fmt.Fprintf(&b, "%d: %s,\n", i, lit)
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		panic(err)
	}
	return src
}

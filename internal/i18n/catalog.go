package i18n

import (
	"fmt"
	"io/fs"
	"path"
	"sync"

	"encoding/json"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// Catalog is one package's translated texts in every language, loaded from its embedded message
// files on first use (so importing a package costs nothing until it shows a text).
type Catalog struct {
	fsys fs.FS
	dir  string

	once   sync.Once
	err    error
	bundle *goi18n.Bundle
	local  [numLanguages]*goi18n.Localizer
	plain  [numLanguages]sync.Map // key → text, for texts without placeholders
}

// NewCatalog returns the catalog of the message files en.json, de.json and it.json in dir of fsys
// (an embed.FS). It reads nothing yet: Err tells whether they load.
func NewCatalog(fsys fs.FS, dir string) *Catalog { return &Catalog{fsys: fsys, dir: dir} }

// Err loads the message files if not done yet and returns the first problem (a missing or broken
// file). Each package's tests call it; texts of a catalog that does not load are their keys.
// (go-i18n, as patched in third_party, parses a file on the first lookup in its language; Err
// parses them all.)
func (c *Catalog) Err() error {
	c.load()
	if c.err != nil {
		return c.err
	}
	return c.bundle.Errors()
}

func (c *Catalog) load() {
	c.once.Do(func() {
		b := goi18n.NewBundle(language.English)
		b.RegisterUnmarshalFunc("json", json.Unmarshal)
		c.bundle = b
		for l := English; l < numLanguages; l++ {
			name := path.Join(c.dir, codes[l]+".json")
			if _, err := b.LoadMessageFileFS(c.fsys, name); err != nil && c.err == nil {
				c.err = fmt.Errorf("%s: %w", name, err)
			}
		}
		for l := English; l < numLanguages; l++ {
			c.local[l] = goi18n.NewLocalizer(b, codes[l], "en")
		}
	})
}

// T returns the text of key in language l (English for None), its placeholders filled from args,
// given as name, value pairs: T(de, "draw.title", "Count", 2). A "Count" argument also chooses the
// plural form. A key missing in l gives the English text; missing in English too, the key itself.
func (c *Catalog) T(l Language, key string, args ...any) string {
	c.load()
	l = l.Resolved()
	if len(args) == 0 {
		if s, ok := c.plain[l].Load(key); ok {
			return s.(string)
		}
	}
	cfg := &goi18n.LocalizeConfig{MessageID: key}
	if len(args) > 0 {
		data := make(map[string]any, len(args)/2)
		for i := 0; i+1 < len(args); i += 2 {
			name := fmt.Sprint(args[i])
			data[name] = args[i+1]
			if name == "Count" {
				cfg.PluralCount = args[i+1]
			}
		}
		cfg.TemplateData = data
	}
	s, _ := c.local[l].Localize(cfg) // a key missing in l gives English and an error
	if s == "" {
		return key
	}
	if len(args) == 0 {
		c.plain[l].Store(key, s)
	}
	return s
}

// For returns a function that looks texts up in l, for code that writes many of them.
func (c *Catalog) For(l Language) func(key string, args ...any) string {
	return func(key string, args ...any) string { return c.T(l, key, args...) }
}

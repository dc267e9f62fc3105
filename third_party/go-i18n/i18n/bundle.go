package i18n

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sync"
	"sync/atomic"

	"github.com/nicksnyder/go-i18n/v2/internal/plural"

	"golang.org/x/text/language"
)

// UnmarshalFunc unmarshals data into v.
type UnmarshalFunc func(data []byte, v interface{}) error

// Bundle stores a set of messages and pluralization rules.
// Most applications only need a single bundle
// that is initialized early in the application's lifecycle.
// It is not goroutine safe to modify the bundle while Localizers
// are reading from it.
type Bundle struct {
	defaultLanguage  language.Tag
	unmarshalFuncs   map[string]UnmarshalFunc
	messageTemplates map[language.Tag]map[string]*MessageTemplate
	tags             []language.Tag
	matcher          atomic.Pointer[language.Matcher] // of tags, built on first use (flaskdeck's patch)

	// flaskdeck's patch: the plural rules are built on first use, and a message file is kept as
	// read and parsed on the first lookup in its language (see ParseMessageFileBytes).
	pluralOnce  sync.Once
	pluralRules plural.Rules
	mu          sync.Mutex                     // guards pending, errs and lazy parsing
	pending     map[language.Tag][]pendingFile // files read, not parsed yet, in the order added
	npending    atomic.Int32                   // len of all pending: lookups lock while non-zero
	errs        []error                        // errors of files parsed late
}

// pendingFile is a message file kept as read until its language is first looked up
// (flaskdeck's patch).
type pendingFile struct {
	buf       []byte
	path      string
	unmarshal UnmarshalFunc
}

// artTag is the language tag used for artificial languages
// https://en.wikipedia.org/wiki/Codes_for_constructed_languages
var artTag = language.MustParse("art")

// NewBundle returns a bundle with a default language and a default set of plural rules.
func NewBundle(defaultLanguage language.Tag) *Bundle {
	b := &Bundle{defaultLanguage: defaultLanguage}
	b.addTag(defaultLanguage)
	return b
}

// rules returns the bundle's plural rules, building them on first use (flaskdeck's patch: they
// are a map of some 200 languages, built at every start of a program that makes a bundle in an
// init function, as Fyne does).
func (b *Bundle) rules() plural.Rules {
	b.pluralOnce.Do(func() {
		b.pluralRules = plural.DefaultRules()
		b.pluralRules[artTag] = b.pluralRules.Rule(language.English)
	})
	return b.pluralRules
}

// RegisterUnmarshalFunc registers an UnmarshalFunc for format.
func (b *Bundle) RegisterUnmarshalFunc(format string, unmarshalFunc UnmarshalFunc) {
	if b.unmarshalFuncs == nil {
		b.unmarshalFuncs = make(map[string]UnmarshalFunc)
	}
	b.unmarshalFuncs[format] = unmarshalFunc
}

// LoadMessageFile loads the bytes from path
// and then calls ParseMessageFileBytes.
func (b *Bundle) LoadMessageFile(path string) (*MessageFile, error) {
	buf, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return b.ParseMessageFileBytes(buf, path)
}

// MustLoadMessageFile is similar to LoadMessageFile
// except it panics if an error happens.
func (b *Bundle) MustLoadMessageFile(path string) {
	if _, err := b.LoadMessageFile(path); err != nil {
		panic(err)
	}
}

// ParseMessageFileBytes adds the translations in buf to the bundle.
//
// The format of the file is everything after the last ".".
//
// The language tag of the file is everything after the second to last "." or after the last path separator, but before the format.
//
// flaskdeck's patch: a non-empty file whose format has an unmarshaler is kept as it is and parsed
// on the first lookup of a message in its language (or the next AddMessages for it), so the
// returned MessageFile has its Path, Tag and Format but no Messages; errors in its content are
// then reported by Errors, and its messages are left out. Later files still override earlier
// ones, in the order they were added. Fyne adds its 15 translation files in an init function,
// and parsing them was a sixth of every start of flaskdeck.
func (b *Bundle) ParseMessageFileBytes(buf []byte, path string) (*MessageFile, error) {
	lang, format := parsePath(path)
	unmarshal := b.unmarshalFuncs[format]
	if unmarshal == nil && format == "json" {
		unmarshal = json.Unmarshal
	}
	if len(buf) == 0 || unmarshal == nil {
		messageFile, err := ParseMessageFileBytes(buf, path, b.unmarshalFuncs)
		if err != nil {
			return nil, err
		}
		if err := b.AddMessages(messageFile.Tag, messageFile.Messages...); err != nil {
			return nil, err
		}
		return messageFile, nil
	}
	tag := language.Make(lang)
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.pending == nil {
		b.pending = map[language.Tag][]pendingFile{}
	}
	b.pending[tag] = append(b.pending[tag], pendingFile{buf: buf, path: path, unmarshal: unmarshal})
	b.npending.Add(1)
	b.addTag(tag)
	return &MessageFile{Path: path, Tag: tag, Format: format}, nil
}

// parsePending parses the files kept for tag, in the order they were added; b.mu is held
// (flaskdeck's patch).
func (b *Bundle) parsePending(tag language.Tag) {
	files := b.pending[tag]
	if len(files) == 0 {
		return
	}
	delete(b.pending, tag)
	// npending drops once the messages are in: a lookup that sees it zero reads without the lock
	defer b.npending.Add(-int32(len(files)))
	for _, f := range files {
		messageFile, err := ParseMessageFileBytes(f.buf, f.path, map[string]UnmarshalFunc{messageFileFormat(f.path): f.unmarshal})
		if err == nil {
			err = b.addMessages(tag, messageFile.Messages...)
		}
		if err != nil {
			b.errs = append(b.errs, fmt.Errorf("%s: %w", f.path, err))
		}
	}
}

// messageFileFormat is the format parsePath finds in path (flaskdeck's patch).
func messageFileFormat(path string) string {
	_, format := parsePath(path)
	return format
}

// Errors parses the message files not parsed yet and returns the errors met parsing files on
// first use, joined, or nil (flaskdeck's patch: ParseMessageFileBytes no longer parses them at
// once, so this is where a broken file shows).
func (b *Bundle) Errors() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, tag := range b.tags {
		b.parsePending(tag)
	}
	return errors.Join(b.errs...)
}

// MustParseMessageFileBytes is similar to ParseMessageFileBytes
// except it panics if an error happens.
func (b *Bundle) MustParseMessageFileBytes(buf []byte, path string) {
	if _, err := b.ParseMessageFileBytes(buf, path); err != nil {
		panic(err)
	}
}

// AddMessages adds messages for a language.
// It is useful if your messages are in a format not supported by ParseMessageFileBytes.
func (b *Bundle) AddMessages(tag language.Tag, messages ...*Message) error {
	if b.npending.Load() != 0 { // files added before these messages come first (flaskdeck's patch)
		b.mu.Lock()
		defer b.mu.Unlock()
		b.parsePending(tag)
	}
	return b.addMessages(tag, messages...)
}

// addMessages is AddMessages once the files pending for tag are parsed.
func (b *Bundle) addMessages(tag language.Tag, messages ...*Message) error {
	pluralRule := b.rules().Rule(tag)
	if pluralRule == nil {
		return fmt.Errorf("no plural rule registered for %s", tag)
	}
	if b.messageTemplates == nil {
		b.messageTemplates = map[language.Tag]map[string]*MessageTemplate{}
	}
	if b.messageTemplates[tag] == nil {
		b.messageTemplates[tag] = map[string]*MessageTemplate{}
		b.addTag(tag)
	}
	for _, m := range messages {
		b.messageTemplates[tag][m.ID] = NewMessageTemplate(m)
	}
	return nil
}

// MustAddMessages is similar to AddMessages except it panics if an error happens.
func (b *Bundle) MustAddMessages(tag language.Tag, messages ...*Message) {
	if err := b.AddMessages(tag, messages...); err != nil {
		panic(err)
	}
}

func (b *Bundle) addTag(tag language.Tag) {
	for _, t := range b.tags {
		if t == tag {
			// Tag already exists
			return
		}
	}
	b.tags = append(b.tags, tag)
	b.matcher.Store(nil) // built again on first use, not once per tag added (flaskdeck's patch)
}

// languageMatcher returns the matcher of the bundle's tags, building it if a tag was added since
// the last one was built (flaskdeck's patch: adding n files built n matchers, at every start of a
// program that adds its translations in an init function, as Fyne does).
func (b *Bundle) languageMatcher() language.Matcher {
	if m := b.matcher.Load(); m != nil {
		return *m
	}
	m := language.NewMatcher(b.tags)
	b.matcher.Store(&m) // two goroutines may both build it: the same matcher
	return m
}

// LanguageTags returns the list of language tags
// of all the translations loaded into the bundle
func (b *Bundle) LanguageTags() []language.Tag {
	return b.tags
}

func (b *Bundle) getMessageTemplate(tag language.Tag, id string) *MessageTemplate {
	if b.npending.Load() != 0 { // some files are not parsed yet (flaskdeck's patch)
		b.mu.Lock()
		defer b.mu.Unlock()
		b.parsePending(tag)
	}
	templates := b.messageTemplates[tag]
	if templates == nil {
		return nil
	}
	return templates[id]
}

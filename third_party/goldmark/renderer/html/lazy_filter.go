// flaskdeck's patch (README.md): the attribute filters are made on first use, not in the
// package's initialization, which Go runs at every start of every program that links this
// package (flaskdeck links it through goldmark.New, though it renders no HTML).

package html

import (
	"sync"

	"github.com/yuin/goldmark/util"
)

// lazyBytesFilter is a util.BytesFilter made by its function on first use.
type lazyBytesFilter struct {
	once sync.Once
	make func() util.BytesFilter
	f    util.BytesFilter
}

func lazyFilter(make func() util.BytesFilter) util.BytesFilter {
	return &lazyBytesFilter{make: make}
}

func (l *lazyBytesFilter) get() util.BytesFilter {
	l.once.Do(func() { l.f = l.make() })
	return l.f
}

// Add adds the bytes to the filter, made first if it is not yet.
func (l *lazyBytesFilter) Add(b []byte) { l.get().Add(b) }

// Contains tells whether the filter holds the bytes.
func (l *lazyBytesFilter) Contains(b []byte) bool { return l.get().Contains(b) }

// Extend returns a copy of the filter with the bytes added.
func (l *lazyBytesFilter) Extend(bs ...[]byte) util.BytesFilter { return l.get().Extend(bs...) }

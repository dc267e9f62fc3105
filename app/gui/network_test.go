package gui

import (
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

// The app fetches nothing from the network: a resource or a picture named by an http(s) URL (in a
// rich text, say, from a file the user opened) is an error, and no request leaves the program
// (flaskdeck's copy of Fyne has no http repository: third_party/fyne/README.md).
func TestTheAppFetchesNothingFromTheNetwork(t *testing.T) {
	var requests atomic.Int32
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		requests.Add(1)
		_, _ = w.Write([]byte("fetched"))
	}))
	defer server.Close()
	test.NewTempApp(t)

	if res, err := fyne.LoadResourceFromURLString(server.URL + "/card.png"); err == nil {
		t.Errorf("LoadResourceFromURLString fetched %q, want an error", res.Content())
	}
	uri, err := storage.ParseURI(server.URL + "/card.png")
	if err != nil {
		t.Fatal(err)
	}
	if reader, err := storage.Reader(uri); err == nil {
		_ = reader.Close()
		t.Error("storage.Reader opened an http URI, want an error")
	}
	if n := requests.Load(); n != 0 {
		t.Errorf("the server saw %d requests, want none", n)
	}
}

// flaskdeck's patch (README.flaskdeck.md): the XML decoder's charset reader without
// golang.org/x/net/html/charset, whose import initialised every WHATWG encoding's tables
// (htmlindex, the CJK encodings) at every start of every program that links this package.

package oksvg

import (
	"fmt"
	"io"
	"strings"

	"golang.org/x/text/encoding/charmap"
)

// charsetReader returns a UTF-8 reader of input for the encoding an XML declaration names. The
// XML decoder reads UTF-8 itself and asks only for other encodings; this reads US-ASCII, Latin-1
// and Windows-1252 (one encoding for the WHATWG, as html/charset reads them), ISO 8859-15 and
// Windows-1250, and returns an error for the others, where html/charset knew every WHATWG label.
func charsetReader(label string, input io.Reader) (io.Reader, error) {
	switch strings.ToLower(strings.TrimSpace(label)) {
	case "utf-8", "utf8", "unicode-1-1-utf-8":
		return input, nil
	case "us-ascii", "ascii", "ansi_x3.4-1968", "iso-8859-1", "iso8859-1", "iso_8859-1", "iso88591",
		"latin1", "l1", "windows-1252", "cp1252", "x-cp1252", "cp819", "ibm819":
		return charmap.Windows1252.NewDecoder().Reader(input), nil
	case "iso-8859-15", "iso8859-15", "iso_8859-15", "iso885915", "latin9", "l9":
		return charmap.ISO8859_15.NewDecoder().Reader(input), nil
	case "windows-1250", "cp1250", "x-cp1250":
		return charmap.Windows1250.NewDecoder().Reader(input), nil
	}
	return nil, fmt.Errorf("oksvg: unsupported charset %q", label)
}

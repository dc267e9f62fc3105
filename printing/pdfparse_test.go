package printing

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"
)

// A small reader of the PDFs this package writes, enough for tests to check what a PDF viewer or a
// print shop would see: pages, their boxes in points, and the text drawn on them.

type parsedPDF struct {
	objects map[int]string // object number → body (dictionary and raw stream bytes)
	pages   []parsedPage   // in page-tree order
}

type parsedPage struct {
	boxes   map[string][4]float64 // MediaBox, TrimBox, BleedBox → x0 y0 x1 y1 in points
	content string                // the content stream with every form XObject it uses put in place
	text    []string              // strings shown with Tj, decoded from UTF-16
	forms   int                   // form XObjects placed (Do) on the page
}

var (
	objRe     = regexp.MustCompile(`(?s)(\d+) 0 obj\n(.*?)\nendobj`)
	boxRe     = regexp.MustCompile(`/(MediaBox|TrimBox|BleedBox) \[([-\d. ]+)\]`)
	kidsRe    = regexp.MustCompile(`/Kids \[([^\]]*)\]`)
	contentRe = regexp.MustCompile(`/Contents (\d+) 0 R`)
	xobjRe    = regexp.MustCompile(`/(TPL[0-9a-f]+) (\d+) 0 R`)
	doRe      = regexp.MustCompile(`/(TPL[0-9a-f]+) Do`)
)

// expand replaces every "/TPL… Do" of a content stream with the form's own content.
func (p parsedPDF) expand(t *testing.T, content string, forms map[string]int, count *int) string {
	t.Helper()
	return doRe.ReplaceAllStringFunc(content, func(do string) string {
		name := doRe.FindStringSubmatch(do)[1]
		n, ok := forms[name]
		if !ok {
			t.Fatalf("%s is not in the resources", name)
		}
		*count++
		return "\n" + p.expand(t, string(streamOf(t, p.objects[n])), forms, count) + "\n"
	})
}

func parsePDF(t *testing.T, data []byte) parsedPDF {
	t.Helper()
	if !bytes.HasPrefix(data, []byte("%PDF-1.")) || !bytes.HasSuffix(bytes.TrimSpace(data), []byte("%%EOF")) {
		t.Fatalf("not a complete PDF (%d bytes)", len(data))
	}
	p := parsedPDF{objects: map[int]string{}}
	for _, m := range objRe.FindAllSubmatch(data, -1) {
		n, _ := strconv.Atoi(string(m[1]))
		p.objects[n] = string(m[2])
	}
	pagesObj, ok := p.objects[1]
	if !ok || !strings.Contains(pagesObj, "/Type /Pages") {
		t.Fatalf("object 1 is not the page tree: %.80q", pagesObj)
	}
	kids := kidsRe.FindStringSubmatch(pagesObj)
	if kids == nil {
		t.Fatal("page tree without /Kids")
	}
	media := boxRe.FindStringSubmatch(pagesObj) // the default MediaBox lives in the page tree
	forms := map[string]int{}                   // XObject name → object, from the shared resources
	for _, m := range xobjRe.FindAllStringSubmatch(p.objects[2], -1) {
		forms[m[1]], _ = strconv.Atoi(m[2])
	}
	for ref := range strings.SplitSeq(strings.TrimSpace(kids[1]), " 0 R") {
		ref = strings.TrimSpace(ref)
		if ref == "" {
			continue
		}
		n, _ := strconv.Atoi(ref)
		obj := p.objects[n]
		pg := parsedPage{boxes: map[string][4]float64{}}
		if media != nil {
			pg.boxes["MediaBox"] = parseBox(t, media[2])
		}
		for _, b := range boxRe.FindAllStringSubmatch(obj, -1) {
			pg.boxes[b[1]] = parseBox(t, b[2])
		}
		if c := contentRe.FindStringSubmatch(obj); c != nil {
			cn, _ := strconv.Atoi(c[1])
			pg.content = p.expand(t, string(streamOf(t, p.objects[cn])), forms, &pg.forms)
			pg.text = showTexts(t, []byte(pg.content))
		}
		p.pages = append(p.pages, pg)
	}
	return p
}

func parseBox(t *testing.T, s string) [4]float64 {
	var b [4]float64
	f := strings.Fields(s)
	if len(f) != 4 {
		t.Fatalf("box %q", s)
	}
	for i := range b {
		b[i], _ = strconv.ParseFloat(f[i], 64)
	}
	return b
}

// streamOf returns the (inflated) bytes of a stream object.
func streamOf(t *testing.T, obj string) []byte {
	t.Helper()
	start := strings.Index(obj, "stream\n")
	end := strings.LastIndex(obj, "\nendstream")
	if start < 0 || end < start {
		t.Fatalf("not a stream: %.60q", obj)
	}
	raw := []byte(obj[start+len("stream\n") : end])
	if !strings.Contains(obj[:start], "/FlateDecode") {
		return raw
	}
	r, err := zlib.NewReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("inflate: %v", err)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("inflate: %v", err)
	}
	return out
}

// showTexts decodes the string of every "(…) Tj" of a content stream (UTF-16BE with PDF escapes).
func showTexts(t *testing.T, content []byte) []string {
	var out []string
	for i := 0; i < len(content); i++ {
		if content[i] != '(' {
			continue
		}
		var raw []byte
		j := i + 1
		for ; j < len(content) && content[j] != ')'; j++ {
			c := content[j]
			if c == '\\' && j+1 < len(content) {
				j++
				switch c = content[j]; c {
				case 'n':
					c = '\n'
				case 'r':
					c = '\r'
				case 't':
					c = '\t'
				case 'b':
					c = '\b'
				case 'f':
					c = '\f'
				}
			}
			raw = append(raw, c)
		}
		if !bytes.HasPrefix(content[j:], []byte(") Tj")) {
			continue
		}
		u := make([]uint16, len(raw)/2)
		for k := range u {
			u[k] = uint16(raw[2*k])<<8 | uint16(raw[2*k+1])
		}
		out = append(out, string(utf16.Decode(u)))
		i = j
	}
	return out
}

// mmToPt converts a length to PDF points rounded like fpdf writes them.
func mmToPt(v float64) string { return fmt.Sprintf("%.2f", v*72/25.4) }

package printing

import (
	"github.com/flaskdeck/flaskdeck/cards/face"
	picfile "github.com/flaskdeck/flaskdeck/internal/picture"
)

// PictureProblems checks every picture file the job's faces name, once each, reading only their
// headers: one error per picture that would print as a placeholder (missing, not a regular file,
// not a PNG or JPEG, above the pixel limit), in the order of first use. Commands warn with them.
func (j Job) PictureProblems() []error {
	seen := map[string]bool{}
	var problems []error
	check := func(it face.Item) {
		im, ok := it.(*face.Image)
		if !ok || im.Path == "" || seen[im.Path] {
			return
		}
		seen[im.Path] = true
		if err := picfile.Check(im.Path); err != nil {
			problems = append(problems, err)
		}
	}
	seenFace := map[*face.Item]bool{} // repeated cards share their items: walk each face once
	for _, faces := range [][]face.Face{j.Fronts, j.Backs} {
		for _, f := range faces {
			if len(f.Items) == 0 || seenFace[&f.Items[0]] {
				continue
			}
			seenFace[&f.Items[0]] = true
			f.Walk(check)
		}
	}
	return problems
}

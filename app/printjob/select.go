package printjob

import (
	"strconv"
	"strings"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// SelectCards reads a --cards value against the names of the cards on offer: card numbers from 1,
// ranges "2-4", or names (any case), comma-separated. It returns indices from 0 in the order given;
// "" selects every card. A number out of range or an unknown name is an error naming the choices.
func SelectCards(spec string, names []string) ([]int, error) {
	if strings.TrimSpace(spec) == "" {
		all := make([]int, len(names))
		for i := range all {
			all[i] = i
		}
		return all, nil
	}
	var out []int
	for part := range strings.SplitSeq(spec, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if i, err := strconv.Atoi(part); err == nil {
			if i < 1 || i > len(names) {
				return nil, msgerr.Errorf("%w: card %d is out of range (1-%d)", ErrBadSelection, i, len(names))
			}
			out = append(out, i-1)
			continue
		}
		if lo, hi, ok := parseRange(part); ok {
			if lo < 1 || hi > len(names) || lo > hi {
				return nil, msgerr.Errorf("%w: cards %d-%d are out of range (1-%d)", ErrBadSelection, lo, hi, len(names))
			}
			for i := lo; i <= hi; i++ {
				out = append(out, i-1)
			}
			continue
		}
		i := indexOfName(names, part)
		if i < 0 {
			return nil, msgerr.Errorf("%w: no card named %q (cards: %s)", ErrBadSelection, part, strings.Join(names, ", "))
		}
		out = append(out, i)
	}
	if len(out) == 0 {
		return nil, msgerr.Errorf("%w: %q selects no card", ErrBadSelection, spec)
	}
	return out, nil
}

func parseRange(s string) (lo, hi int, ok bool) {
	a, b, found := strings.Cut(s, "-")
	if !found {
		return 0, 0, false
	}
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi, err2 := strconv.Atoi(strings.TrimSpace(b))
	return lo, hi, err1 == nil && err2 == nil
}

func indexOfName(names []string, name string) int {
	for i, n := range names {
		if strings.EqualFold(strings.TrimSpace(n), name) {
			return i
		}
	}
	return -1
}

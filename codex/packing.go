package codex

import "math/bits"

// cardSet is a set of placement indices of one play area (at most maxPlaced < 128).
type cardSet [2]uint64

func (s *cardSet) add(i int)              { s[i>>6] |= 1 << (i & 63) }
func (s cardSet) has(i int) bool          { return s[i>>6]&(1<<(i&63)) != 0 }
func (s cardSet) meets(t cardSet) bool    { return s[0]&t[0] != 0 || s[1]&t[1] != 0 }
func (s cardSet) union(t cardSet) cardSet { return cardSet{s[0] | t[0], s[1] | t[1]} }
func (s cardSet) len() int                { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// maxOwners is the number of different pattern objectives scored together (all eight at most).
const maxOwners = 8

// maxOccurrences bounds the occurrences of the pattern objectives in one area: a pattern is rigid,
// so each placed card anchors at most one occurrence of each pattern.
const maxOccurrences = maxOwners * maxPlaced

// occSet is a set of occurrence indices.
type occSet [(maxOccurrences + 63) / 64]uint64

func (s *occSet) add(i int)    { s[i>>6] |= 1 << (i & 63) }
func (s *occSet) remove(i int) { s[i>>6] &^= 1 << (i & 63) }
func (s *occSet) empty() bool  { return s[0]|s[1]|s[2]|s[3] == 0 }
func (s *occSet) count() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// each calls fn for every index in the set, in increasing order.
func (s *occSet) each(fn func(i int)) {
	for w, word := range s {
		for word != 0 {
			b := bits.TrailingZeros64(word)
			fn(w*64 + b)
			word &= word - 1
		}
	}
}

// packer finds the largest total weight of pairwise disjoint occurrences (weighted set packing),
// exactly, by branch and bound: it branches on the card that the fewest remaining occurrences use
// (either one of those occurrences takes it, or none does) and prunes with the bound "every
// remaining coverable card in a best-weight occurrence".
type packer struct {
	occ    [maxOccurrences]cardSet
	owner  [maxOccurrences]uint8 // which objective (0 to maxOwners-1) an occurrence belongs to
	weight [maxOccurrences]int
	n      int
	maxW   int
	size   int // cards per occurrence

	best      int
	bestCount [maxOwners]int // occurrences per objective in the best packing
	cur       [maxOwners]int
}

func (p *packer) reset() {
	p.n, p.maxW, p.best, p.size = 0, 0, 0, 3
	p.bestCount, p.cur = [maxOwners]int{}, [maxOwners]int{}
}

func (p *packer) push(s cardSet, owner uint8, w int) {
	p.occ[p.n], p.owner[p.n], p.weight[p.n] = s, owner, w
	p.n++
	if w > p.maxW {
		p.maxW = w
	}
}

// solve returns the best total weight; bestCount holds the occurrences per objective.
func (p *packer) solve() int {
	var all occSet
	for i := 0; i < p.n; i++ {
		all.add(i)
	}
	p.search(all, 0)
	return p.best
}

func (p *packer) search(avail occSet, score int) {
	if score > p.best {
		p.best, p.bestCount = score, p.cur
	}
	if avail.empty() {
		return
	}
	var cover cardSet
	var uses [maxPlaced]uint8
	avail.each(func(i int) {
		cover = cover.union(p.occ[i])
		for w, word := range p.occ[i] {
			for word != 0 {
				uses[w*64+bits.TrailingZeros64(word)]++
				word &= word - 1
			}
		}
	})
	bound := cover.len() / p.size
	if n := avail.count(); n < bound {
		bound = n
	}
	if score+bound*p.maxW <= p.best {
		return
	}
	// Branch on the card used by the fewest remaining occurrences.
	pick, fewest := -1, 1<<30
	for c := range uses {
		if uses[c] > 0 && int(uses[c]) < fewest {
			pick, fewest = c, int(uses[c])
		}
	}
	without := avail
	avail.each(func(i int) {
		if !p.occ[i].has(pick) {
			return
		}
		without.remove(i)
	})
	avail.each(func(i int) {
		if !p.occ[i].has(pick) {
			return
		}
		next := avail
		avail.each(func(j int) {
			if p.occ[j].meets(p.occ[i]) {
				next.remove(j)
			}
		})
		p.cur[p.owner[i]]++
		p.search(next, score+p.weight[i])
		p.cur[p.owner[i]]--
	})
	p.search(without, score)
}

package cards

import "math/bits"

// Rand is a small, fast, seedable random generator (xoshiro256** seeded with splitmix64).
// It is a value type: copying a game copies its generator, so a copied game replays the same chance.
// The zero value is not useful; use NewRand.
type Rand struct{ s [4]uint64 }

// NewRand returns a generator seeded with seed. Equal seeds give equal sequences on every platform.
func NewRand(seed uint64) Rand {
	var r Rand
	x := seed
	for i := range r.s {
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		r.s[i] = z ^ (z >> 31)
	}
	return r
}

// Uint64 returns the next 64 random bits. (Written with locals so that it is inlined.)
func (r *Rand) Uint64() uint64 {
	s0, s1, s2, s3 := r.s[0], r.s[1], r.s[2], r.s[3]
	result := bits.RotateLeft64(s1*5, 7) * 9
	t := s1 << 17
	s2 ^= s0
	s3 ^= s1
	s1 ^= s2
	s0 ^= s3
	s2 ^= t
	r.s = [4]uint64{s0, s1, s2, bits.RotateLeft64(s3, 45)}
	return result
}

// Intn returns a uniform number in [0, n). It panics if n <= 0, like math/rand. (The common case
// is small enough to be inlined; rejection and the panic are in intnSlow.)
func (r *Rand) Intn(n int) int {
	// Lemire's multiply-shift with rejection, unbiased: a low half below n may need a new draw.
	hi, lo := bits.Mul64(r.Uint64(), uint64(n))
	if lo < uint64(n) || n <= 0 {
		return r.intnSlow(n, hi, lo)
	}
	return int(hi)
}

// intnSlow finishes Intn when the first draw's low half lo is below n: it is accepted unless it
// falls below 2^64 mod n, else drawing goes on.
func (r *Rand) intnSlow(n int, hi, lo uint64) int {
	if n <= 0 {
		panic("cards: Intn with n <= 0")
	}
	bound := uint64(n)
	for thresh := -bound % bound; lo < thresh; {
		hi, lo = bits.Mul64(r.Uint64(), bound)
	}
	return int(hi)
}

// Float64 returns a uniform number in [0, 1).
func (r *Rand) Float64() float64 { return float64(r.Uint64()>>11) / (1 << 53) }

// Shuffle shuffles n elements with the Fisher–Yates algorithm, calling swap to exchange two.
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.Intn(i+1))
	}
}

// Split derives an independent generator, e.g. one per match of a simulation or per bot.
func (r *Rand) Split() Rand { return NewRand(r.Uint64()) }

// ShuffleSlice shuffles s in place with r: the same order as r.Shuffle. The generator's state is
// kept in locals for the whole loop (registers, where a draw through r loads and stores it).
func ShuffleSlice[T any](r *Rand, s []T) {
	s0, s1, s2, s3 := r.s[0], r.s[1], r.s[2], r.s[3]
	for i := len(s) - 1; i > 0; i-- {
		// r.Intn(i+1), its common case written out: a call per element costs more than the rest.
		result := bits.RotateLeft64(s1*5, 7) * 9
		t := s1 << 17
		s2 ^= s0
		s3 ^= s1
		s1 ^= s2
		s0 ^= s3
		s2 ^= t
		s3 = bits.RotateLeft64(s3, 45)
		bound := uint64(i + 1)
		hi, lo := bits.Mul64(result, bound)
		if lo < bound {
			r.s = [4]uint64{s0, s1, s2, s3}
			hi = uint64(r.intnSlow(i+1, hi, lo))
			s0, s1, s2, s3 = r.s[0], r.s[1], r.s[2], r.s[3]
		}
		s[i], s[hi] = s[hi], s[i]
	}
	r.s = [4]uint64{s0, s1, s2, s3}
}

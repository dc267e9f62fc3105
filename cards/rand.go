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

func rotl(x uint64, k uint) uint64 { return (x << k) | (x >> (64 - k)) }

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	s := &r.s
	result := rotl(s[1]*5, 7) * 9
	t := s[1] << 17
	s[2] ^= s[0]
	s[3] ^= s[1]
	s[1] ^= s[2]
	s[0] ^= s[3]
	s[2] ^= t
	s[3] = rotl(s[3], 45)
	return result
}

// Intn returns a uniform number in [0, n). It panics if n <= 0, like math/rand.
func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("cards: Intn with n <= 0")
	}
	// Lemire's multiply-shift with rejection, unbiased.
	bound := uint64(n)
	for {
		x := r.Uint64()
		hi, lo := bits.Mul64(x, bound)
		if lo >= bound || lo >= (-bound)%bound {
			return int(hi)
		}
	}
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

// ShuffleSlice shuffles s in place with r.
func ShuffleSlice[T any](r *Rand, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}

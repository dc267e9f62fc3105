package sim

import "math"

// Z95 is the standard normal quantile for a two-sided 95% confidence interval.
const Z95 = 1.959963984540054

// Interval is a proportion with its confidence interval, all between 0 and 1.
type Interval struct {
	Rate float64 `json:"rate"` // the observed proportion
	Low  float64 `json:"low"`  // the lower bound
	High float64 `json:"high"` // the upper bound
}

// Contains tells whether p lies within the interval (bounds included).
func (iv Interval) Contains(p float64) bool { return p >= iv.Low && p <= iv.High }

// Wilson returns the Wilson score interval for successes out of n trials at normal quantile z
// (Z95 for 95%). Successes may be fractional (a shared win counts as a share), which keeps the
// interval conservative. With n = 0 it returns the uninformative [0, 1] around 0.
//
//	centre    = (p + z²/2n) / (1 + z²/n)
//	halfWidth = z/(1 + z²/n) · √(p(1−p)/n + z²/4n²)
func Wilson(successes float64, n int, z float64) Interval {
	if n <= 0 {
		return Interval{Rate: 0, Low: 0, High: 1}
	}
	nf := float64(n)
	p := successes / nf
	z2 := z * z
	denom := 1 + z2/nf
	centre := (p + z2/(2*nf)) / denom
	half := z / denom * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	iv := Interval{Rate: p, Low: math.Max(0, centre-half), High: math.Min(1, centre+half)}
	// At p = 0 and p = 1 the bound is exactly 0 or 1; rounding must not move it off the rate.
	if p <= 0 {
		iv.Low = 0
	}
	if p >= 1 {
		iv.High = 1
	}
	return iv
}

package sim

import (
	"math"
	"sort"
)

// Histogram counts integer observations (game lengths, scores) in constant memory per distinct
// value: it keeps how often each value occurred, never the observations themselves. Merging two
// histograms gives exactly the histogram of both runs, whatever the order, so simulations on
// several workers agree with one worker. The zero value is ready to use.
type Histogram struct {
	counts map[int]int64
	n      int64
	sum    int64
}

// Add records one observation of v.
func (h *Histogram) Add(v int) {
	if h.counts == nil {
		h.counts = make(map[int]int64)
	}
	h.counts[v]++
	h.n++
	h.sum += int64(v)
}

// Merge adds every observation of o to h.
func (h *Histogram) Merge(o *Histogram) {
	for v, c := range o.counts {
		if h.counts == nil {
			h.counts = make(map[int]int64)
		}
		h.counts[v] += c
	}
	h.n += o.n
	h.sum += o.sum
}

// Count returns the number of observations.
func (h *Histogram) Count() int64 { return h.n }

// Mean returns the mean observation (0 when empty).
func (h *Histogram) Mean() float64 {
	if h.n == 0 {
		return 0
	}
	return float64(h.sum) / float64(h.n)
}

// values returns the distinct observed values in increasing order.
func (h *Histogram) values() []int {
	vs := make([]int, 0, len(h.counts))
	for v := range h.counts {
		vs = append(vs, v)
	}
	sort.Ints(vs)
	return vs
}

// Min returns the smallest observation (0 when empty).
func (h *Histogram) Min() int {
	if vs := h.values(); len(vs) > 0 {
		return vs[0]
	}
	return 0
}

// Max returns the largest observation (0 when empty).
func (h *Histogram) Max() int {
	if vs := h.values(); len(vs) > 0 {
		return vs[len(vs)-1]
	}
	return 0
}

// Quantile returns the smallest observation v such that at least a fraction q of all observations
// are ≤ v (q = 0.5: the median). It returns 0 when empty.
func (h *Histogram) Quantile(q float64) int {
	if h.n == 0 {
		return 0
	}
	need := max(int64(math.Ceil(q*float64(h.n))), 1)
	var seen int64
	vs := h.values()
	for _, v := range vs {
		seen += h.counts[v]
		if seen >= need {
			return v
		}
	}
	return vs[len(vs)-1]
}

// Bin is one bar of a histogram: the observations v with Low ≤ v ≤ High.
type Bin struct {
	Low   int   `json:"low"`
	High  int   `json:"high"`
	Count int64 `json:"count"`
}

// Bins groups the observations into at most maxBins bins of equal integer width covering Min to
// Max. Every observation falls into exactly one bin.
func (h *Histogram) Bins(maxBins int) []Bin {
	if h.n == 0 || maxBins < 1 {
		return nil
	}
	lo, hi := h.Min(), h.Max()
	width := max(
		// ceil((hi-lo+1)/maxBins)
		(hi-lo+maxBins)/maxBins, 1)
	bins := make([]Bin, 0, maxBins)
	for start := lo; start <= hi; start += width {
		bins = append(bins, Bin{Low: start, High: start + width - 1})
	}
	for v, c := range h.counts {
		bins[(v-lo)/width].Count += c
	}
	return bins
}

// Summary condenses a histogram for reports.
type Summary struct {
	Count  int64   `json:"count"`
	Mean   float64 `json:"mean"`
	Min    int     `json:"min"`
	Median int     `json:"median"`
	P90    int     `json:"p90"`
	Max    int     `json:"max"`
	Bins   []Bin   `json:"bins,omitempty"`
}

// Summarize returns the histogram's count, mean, quantiles and up to maxBins bins.
func (h *Histogram) Summarize(maxBins int) Summary {
	return Summary{Count: h.n, Mean: h.Mean(), Min: h.Min(), Median: h.Quantile(0.5),
		P90: h.Quantile(0.9), Max: h.Max(), Bins: h.Bins(maxBins)}
}

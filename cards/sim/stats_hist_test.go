package sim

import (
	"reflect"
	"testing"
)

func histogramOf(values ...int) *Histogram {
	var h Histogram
	for _, v := range values {
		h.Add(v)
	}
	return &h
}

func TestHistogramSummary(t *testing.T) {
	h := histogramOf(4, 2, 9, 4, 6, 2, 2, 10, 3, 8)
	if h.Count() != 10 || h.Mean() != 5 {
		t.Errorf("count %d mean %v, want 10 and 5", h.Count(), h.Mean())
	}
	if h.Min() != 2 || h.Max() != 10 {
		t.Errorf("min %d max %d, want 2 and 10", h.Min(), h.Max())
	}
	// Sorted: 2 2 2 3 4 4 6 8 9 10 — the 5th is 4, the 9th is 9.
	if h.Quantile(0.5) != 4 || h.Quantile(0.9) != 9 || h.Quantile(0) != 2 || h.Quantile(1) != 10 {
		t.Errorf("quantiles %d %d %d %d, want 4 9 2 10", h.Quantile(0.5), h.Quantile(0.9), h.Quantile(0), h.Quantile(1))
	}
}

func TestHistogramBins(t *testing.T) {
	tests := []struct {
		name   string
		values []int
		max    int
		want   []Bin
	}{
		{"width one", []int{1, 2, 2, 3}, 5, []Bin{{1, 1, 1}, {2, 2, 2}, {3, 3, 1}}},
		{"width three", []int{0, 1, 2, 3, 8}, 3, []Bin{{0, 2, 3}, {3, 5, 1}, {6, 8, 1}}},
		{"one value", []int{7, 7}, 4, []Bin{{7, 7, 2}}},
		{"empty", nil, 4, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := histogramOf(tt.values...).Bins(tt.max)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Bins(%d) = %v, want %v", tt.max, got, tt.want)
			}
		})
	}
}

func TestHistogramMergeEqualsOneRun(t *testing.T) {
	a, b := histogramOf(1, 5, 5), histogramOf(5, 7)
	a.Merge(b)
	want := histogramOf(1, 5, 5, 5, 7)
	if !reflect.DeepEqual(a.Summarize(10), want.Summarize(10)) {
		t.Errorf("merged %+v, want %+v", a.Summarize(10), want.Summarize(10))
	}
}

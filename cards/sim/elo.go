package sim

import "math"

// Rating is a player's Elo rating on a ladder with its 95% interval, in Elo points.
type Rating struct {
	Name string  `json:"name"`
	Elo  float64 `json:"elo"`
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

// eloPerNat converts a difference of natural-log strengths to Elo points: a lead of 400 Elo is
// odds of 10 to 1.
var eloPerNat = 400 / math.Ln10

// FitElo fits Elo ratings to a matchup matrix by maximum likelihood under the Bradley–Terry model
// (row i beats column j with probability 1/(1+10^((Rj−Ri)/400)), a draw counting half a win each),
// anchored so that entrant anchor rates 0. Every pair counts one virtual drawn match more, a weak
// prior that keeps the rating of a player who won every match finite. The interval is ±1.96
// standard errors from the inverse of the observed information with the anchor held fixed, so it
// says how well each rating is known relative to the anchor.
func FitElo(m *MatrixReport, anchor int) []Rating {
	k := len(m.Entrants)
	games := make([][]float64, k) // matches between i and j, the virtual draw included
	score := make([][]float64, k) // i's points against j
	for i := range games {
		games[i], score[i] = make([]float64, k), make([]float64, k)
		for j := range games[i] {
			if i == j {
				continue
			}
			c := m.Cells[i][j]
			games[i][j] = float64(c.Games) + 1
			score[i][j] = float64(c.Wins) + float64(c.Draws)/2 + 0.5
		}
	}
	theta := make([]float64, k)
	free := make([]int, 0, k) // the entrants whose strength is fitted
	for i := 0; i < k; i++ {
		if i != anchor {
			free = append(free, i)
		}
	}
	info := make([][]float64, len(free))
	for iter := 0; iter < 100; iter++ {
		grad := make([]float64, len(free))
		for a, i := range free {
			info[a] = make([]float64, len(free))
			for j := 0; j < k; j++ {
				if j == i {
					continue
				}
				p := 1 / (1 + math.Exp(theta[j]-theta[i]))
				grad[a] += score[i][j] - games[i][j]*p
				w := games[i][j] * p * (1 - p)
				info[a][a] += w
				for b, jj := range free {
					if jj == j {
						info[a][b] -= w
					}
				}
			}
		}
		step, ok := solve(info, grad)
		if !ok {
			break
		}
		biggest := 0.0
		for a, i := range free {
			theta[i] += step[a]
			biggest = math.Max(biggest, math.Abs(step[a]))
		}
		if biggest < 1e-10 {
			break
		}
	}
	cov := invert(info)
	out := make([]Rating, k)
	for i, e := range m.Entrants {
		out[i] = Rating{Name: e.Name, Elo: eloPerNat * (theta[i] - theta[anchor])}
		out[i].Low, out[i].High = out[i].Elo, out[i].Elo
	}
	for a, i := range free {
		if cov == nil {
			out[i].Low, out[i].High = math.Inf(-1), math.Inf(1)
			continue
		}
		half := Z95 * eloPerNat * math.Sqrt(math.Max(cov[a][a], 0))
		out[i].Low, out[i].High = out[i].Elo-half, out[i].Elo+half
	}
	return out
}

// solve returns x with a·x = b by Gaussian elimination with partial pivoting (a and b are kept),
// and false when a is singular.
func solve(a [][]float64, b []float64) ([]float64, bool) {
	n := len(b)
	m := make([][]float64, n)
	for i := range m {
		m[i] = append(append(make([]float64, 0, n+1), a[i]...), b[i])
	}
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(m[r][c]) > math.Abs(m[p][c]) {
				p = r
			}
		}
		if math.Abs(m[p][c]) < 1e-12 {
			return nil, false
		}
		m[c], m[p] = m[p], m[c]
		for r := 0; r < n; r++ {
			if r == c {
				continue
			}
			f := m[r][c] / m[c][c]
			for x := c; x <= n; x++ {
				m[r][x] -= f * m[c][x]
			}
		}
	}
	x := make([]float64, n)
	for i := range x {
		x[i] = m[i][n] / m[i][i]
	}
	return x, true
}

// invert returns the inverse of a, or nil when it is singular.
func invert(a [][]float64) [][]float64 {
	n := len(a)
	out := make([][]float64, n)
	for c := 0; c < n; c++ {
		unit := make([]float64, n)
		unit[c] = 1
		col, ok := solve(a, unit)
		if !ok {
			return nil
		}
		for r := 0; r < n; r++ {
			if out[r] == nil {
				out[r] = make([]float64, n)
			}
			out[r][c] = col[r]
		}
	}
	return out
}

#!/usr/bin/env python3
"""Fit flask's cut-off judgement (cutoffWeights in flask/engine_cutoff.go).

Reads the positions TestFitCutoffWeights writes (FLASK_CUTOFF_DATA=DIR go test -run
TestFitCutoffWeights ./flask/): per line the eight terms of seat 1's standing against seat 2,
Evaluate's score of seat 1 and seat 1's payoff. Fits the logistic regression of the payoff on the
terms (no intercept, Newton's method, a tiny ridge) on 80 % of the positions (shuffled with seed 1)
and prints the weights, in logits, with the log-likelihood a position and the accuracy on the other
20 %, beside those of Evaluate's weights (points / 3, its scale) and of Evaluate's score refitted
as one term. Pure Python, no packages: python3 scripts/fit_cutoff.py DIR/default.csv [MORE.csv...]
[--drop=NAME...] (several files are fitted together; --drop leaves a term out of the fit).
"""
import math
import random
import sys

NAMES = ['race', 'life', 'lifeOver', 'hand', 'playable', 'piles', 'pileCards', 'cushion']
EVALUATE = [3 / 3, 1 / 3, 0.4 / 3, 0.8 / 3, 0.4 / 3, 0.6 / 3, 0.9 / 3, 0.3 / 3]
# session 7's weights, fitted on greedy self-play (cutoffWeights, as landed)
GREEDY_FIT = [0.308, 0.450, 0.158, 0.328, 0.052, 1.445, 1.575, 0.701]


def fit(cols, data, iters=12, l2=1e-3):
    k = len(cols)
    w = [0.0] * k
    for _ in range(iters):
        g = [0.0] * k
        h = [[0.0] * k for _ in range(k)]
        for r in data:
            x = [r[c] for c in cols]
            z = max(-30, min(30, sum(wi * xi for wi, xi in zip(w, x))))
            p = 1 / (1 + math.exp(-z))
            for i in range(k):
                g[i] += (r[-1] - p) * x[i]
                for j in range(k):
                    h[i][j] += p * (1 - p) * x[i] * x[j]
        for i in range(k):
            g[i] -= l2 * w[i]
            h[i][i] += l2
        a = [h[i][:] + [g[i]] for i in range(k)]
        for i in range(k):
            piv = max(range(i, k), key=lambda r: abs(a[r][i]))
            a[i], a[piv] = a[piv], a[i]
            for r in range(k):
                if r != i:
                    f = a[r][i] / a[i][i]
                    for c in range(i, k + 1):
                        a[r][c] -= f * a[i][c]
        w = [wi + a[i][k] / a[i][i] for i, wi in enumerate(w)]
    return w


def score(cols, w, data):
    ll = acc = 0
    for r in data:
        z = max(-30, min(30, sum(wi * r[c] for wi, c in zip(w, cols))))
        p = 1 / (1 + math.exp(-z))
        y = r[-1]
        ll += y * math.log(max(p, 1e-12)) + (1 - y) * math.log(max(1 - p, 1e-12))
        acc += (p > 0.5) == (y > 0.5)
    return ll / len(data), acc / len(data)


def main():
    rows = []
    for name in sys.argv[1:]:
        if not name.startswith('--'):
            rows += [[float(x) for x in line.split(',')] for line in open(name)]
    random.seed(1)
    random.shuffle(rows)
    cut = int(len(rows) * 0.8)
    train, test = rows[:cut], rows[cut:]
    drop = [a[len('--drop='):] for a in sys.argv[1:] if a.startswith('--drop=')]
    terms = [i for i, n in enumerate(NAMES) if n not in drop]
    w = fit(terms, train)
    names = [NAMES[i] for i in terms]
    print(f'{len(rows)} positions, {len(train)} to fit, {len(test)} to test')
    print('fitted weights (logits):', ', '.join(f'{n}={x:.3f}' for n, x in zip(names, w)))
    print('held-out log-likelihood, accuracy: fitted %.4f, %.4f' % score(terms, w, test))
    print('held-out log-likelihood, accuracy: Evaluate %.4f, %.4f' % score(terms, [EVALUATE[i] for i in terms], test))
    print('held-out log-likelihood, accuracy: greedy-fitted %.4f, %.4f' % score(terms, [GREEDY_FIT[i] for i in terms], test))
    ws = fit([len(NAMES)], train)
    print('Evaluate\'s score refitted: %.4f a point (Evaluate: 1/3); held-out %.4f, %.4f'
          % ((ws[0],) + score([len(NAMES)], ws, test)))


if __name__ == '__main__':
    main()

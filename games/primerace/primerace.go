package primerace

import "github.com/cgtgo/cgt"

// Game is the prime-counting race: the numbers 1, 2, …, N are taken in
// order; a move takes the next 1 to A of them (fewer only when fewer are
// left) and scores one point per prime among them; play ends when all are
// taken, and each player wants the larger score. A position is how many
// numbers have been taken, 0 … N. It is a Dense (children first: Index(t)
// = N − t), ZeroSum Scoring game with N+1 positions and up to A moves each;
// Totals solves it in O(N) for N in the millions. Memory: 4(N+1) bytes of
// prime counts. A PrimeRace is immutable and safe for concurrent use.
type Game struct {
	n, a int
	pi   []int32 // pi[t] = number of primes ≤ t
}

// New returns the race over 1 … n taking 1 … a numbers per move.
// It panics if n < 0 or a < 1. Cost: a sieve of Eratosthenes to n.
func New(n, a int) *Game {
	if n < 0 || a < 1 {
		panic("primerace: New needs n ≥ 0 and a ≥ 1")
	}
	composite := make([]bool, n+1)
	pi := make([]int32, n+1)
	for i := 2; i <= n; i++ {
		pi[i] = pi[i-1]
		if composite[i] {
			continue
		}
		pi[i]++
		for j := i * i; j <= n; j += i {
			composite[j] = true
		}
	}
	return &Game{n: n, a: a, pi: pi}
}

// Start returns 0: nothing taken yet.
func (g *Game) Start() int { return 0 }

// Moves appends t+1, …, t+A (capped at N).
func (g *Game) Moves(dst []int, t int) []int {
	for u := t + 1; u <= t+g.a && u <= g.n; u++ {
		dst = append(dst, u)
	}
	return dst
}

// Terminal reports t == N (all taken) as ended.
func (g *Game) Terminal(t int) (cgt.Outcome, bool) { return cgt.Tie, t >= g.n }

// Gain returns the number of primes in t+1 … u.
func (g *Game) Gain(t, u int) int { return int(g.pi[u] - g.pi[t]) }

// Payoff returns 0.
func (g *Game) Payoff(int) int { return 0 }

// Remaining returns the number of primes in t+1 … N.
func (g *Game) Remaining(t int) int { return int(g.pi[g.n] - g.pi[t]) }

// ScoredMovesAt is the ScoringAt capability: from the position numbered i
// (t = N − i taken), taking k numbers leads to number i − k and scores the
// primes among t+1 … t+k.
func (g *Game) ScoredMovesAt(dst []cgt.ScoredMove[int], i int) ([]cgt.ScoredMove[int], bool, int) {
	t := g.n - i
	if t >= g.n {
		return dst, true, 0
	}
	for u := t + 1; u <= t+g.a && u <= g.n; u++ {
		dst = append(dst, cgt.ScoredMove[int]{To: g.n - u, Gain: int(g.pi[u] - g.pi[t])})
	}
	return dst, false, 0
}

// Size returns N+1.
func (g *Game) Size() int { return g.n + 1 }

// Index returns N − t (−1 outside 0 … N), so later positions come first.
func (g *Game) Index(t int) int {
	if t < 0 || t > g.n {
		return -1
	}
	return g.n - t
}

// Position returns N − i.
func (g *Game) Position(i int) int { return g.n - i }

// Totals returns the best totals of the first and the second player, in
// O(N) time and O(N) memory: best(t) = Remaining(t) − min best(t+k) over
// 1 ≤ k ≤ A, the window minimum kept in a monotone deque.
func (g *Game) Totals() (first, second int) {
	n := g.n
	if n == 0 {
		return 0, 0
	}
	best := make([]int32, n+1) // best[n] = 0
	dq := make([]int32, 0, min(g.a, n)+1)
	dq = append(dq, int32(n)) // positions t+1 … t+A, best values increasing
	head := 0
	for t := n - 1; t >= 0; t-- {
		for dq[head] > int32(t+g.a) {
			head++
		}
		best[t] = g.pi[n] - g.pi[t] - best[dq[head]]
		for len(dq) > head && best[dq[len(dq)-1]] >= best[t] {
			dq = dq[:len(dq)-1]
		}
		dq = append(dq, int32(t))
		if head > 0 && len(dq) == cap(dq) {
			dq = append(dq[:0], dq[head:]...)
			head = 0
		}
	}
	return int(best[0]), int(g.pi[n] - best[0])
}

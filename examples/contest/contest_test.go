package contest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/games/circle"
	"github.com/cgtgo/cgt/games/intervals"
	"github.com/cgtgo/cgt/games/octal"
	"github.com/cgtgo/cgt/games/primerace"
	"github.com/cgtgo/cgt/games/ring"
	"github.com/cgtgo/cgt/games/smallest"
	"github.com/cgtgo/cgt/games/subtraction"
	"github.com/cgtgo/cgt/internal/bundle"
)

// generated is one main.go and the command line that generates it, read
// from the go:generate lines of contest.go (the one list of problems).
type generated struct {
	dir   string   // the problem's directory
	args  []string // the positional arguments of cgt bundle
	files []string // the program's own files among them
}

func generatedPrograms(t *testing.T) []generated {
	t.Helper()
	src, err := os.ReadFile("contest.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []generated
	for _, line := range strings.Split(string(src), "\n") {
		rest, ok := strings.CutPrefix(line, "//go:generate go run ../../cmd/cgt bundle -o ")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		g := generated{dir: filepath.Dir(f[0]), args: f[1:]}
		for _, a := range g.args {
			if strings.Contains(a, "/") {
				g.files = append(g.files, a)
			}
		}
		out = append(out, g)
	}
	if len(out) != len(problems) {
		t.Fatalf("contest.go generates %d programs, the tests know %d problems", len(out), len(problems))
	}
	return out
}

// bundleOf returns the bundle of g as cgt bundle makes it.
func bundleOf(t *testing.T, g generated, trim bool) []byte {
	t.Helper()
	c := bundle.Config{Sources: cgt.Sources(), Files: g.files, Trim: trim}
	for _, a := range g.args {
		if !strings.Contains(a, "/") {
			c.Engines = append(c.Engines, a)
		}
	}
	args := g.args
	if trim {
		args = append([]string{"--trim"}, args...)
	}
	c.Command = "cgt bundle " + strings.Join(args, " ")
	b, _, err := bundle.Bundle(c)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestGeneratedUpToDate regenerates every main.go and compares it with the
// committed one: run go generate in examples/contest after changing an
// engine or a solve.go.
func TestGeneratedUpToDate(t *testing.T) {
	for _, g := range generatedPrograms(t) {
		want := bundleOf(t, g, false)
		got, err := os.ReadFile(filepath.Join(g.dir, "main.go"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(want, got) {
			t.Errorf("%s/main.go is stale: run go generate in examples/contest", g.dir)
		}
	}
}

// buildLone builds src as the only file of an empty directory, outside any
// module, with no network and no module downloads: what a judge does with
// a pasted file. It returns the binary's path.
func buildLone(dir, name string, src []byte) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), src, 0o644); err != nil {
		return "", err
	}
	bin := filepath.Join(dir, name)
	// Without the symbol table and DWARF (-s -w), a quarter of the link's
	// time: the tests only run the programs (a panic's trace still names
	// its functions).
	cmd := exec.Command("go", "build", "-ldflags=-s -w", "-o", bin, "main.go")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off", "GOTOOLCHAIN=local", "GO111MODULE=on")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("%s as a lone file: %v\n%s", name, err, out)
	}
	return bin, nil
}

// binaries builds, once per test binary, every program (as generated and
// trimmed, each as a lone file) and every naive twin.
type binaries struct {
	program, trimmed, naive string
}

var (
	buildOnce sync.Once
	built     map[string]binaries
	buildErr  string
	buildDir  string // removed by TestMain
)

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// withTrimmed says whether to build and run the trimmed bundles too (the
// CI does; a plain go test skips them to stay fast).
func withTrimmed() bool { return os.Getenv("CGT_CONTEST_TRIM") != "" || os.Getenv("CGT_LONG") != "" }

func buildAll(t *testing.T) map[string]binaries {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the contest programs; skipped in -short mode")
	}
	buildOnce.Do(func() {
		built = map[string]binaries{}
		dir, err := os.MkdirTemp("", "cgt-contest-")
		if err != nil {
			buildErr = err.Error()
			return
		}
		buildDir = dir
		var mu sync.Mutex
		var wg sync.WaitGroup
		sem := make(chan struct{}, max(4, 2*runtime.NumCPU())) // go builds at a time
		for _, g := range generatedPrograms(t) {
			full := bundleOf(t, g, false)
			var trimmed []byte
			if withTrimmed() {
				trimmed = bundleOf(t, g, true)
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				var b binaries
				var errs []error
				var err error
				b.program, err = buildLone(filepath.Join(dir, g.dir, "full"), g.dir, full)
				errs = append(errs, err)
				if trimmed != nil {
					b.trimmed, err = buildLone(filepath.Join(dir, g.dir, "trimmed"), g.dir, trimmed)
					errs = append(errs, err)
				}
				b.naive = filepath.Join(dir, g.dir, "naive")
				if out, err := exec.Command("go", "build", "-ldflags=-s -w", "-o", b.naive, "./"+g.dir+"/naive").CombinedOutput(); err != nil {
					errs = append(errs, fmt.Errorf("%s/naive: %v\n%s", g.dir, err, out))
				}
				mu.Lock()
				defer mu.Unlock()
				if err := errors.Join(errs...); err != nil {
					buildErr += err.Error() + "\n"
				}
				built[g.dir] = b
			}()
		}
		wg.Wait()
	})
	if buildErr != "" {
		t.Fatal(buildErr)
	}
	return built
}

// run runs bin on input and returns its standard output.
func run(t *testing.T, bin, input string) string {
	t.Helper()
	cmd := exec.Command(bin)
	cmd.Stdin = strings.NewReader(input)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s on %q: %v\n%s", filepath.Base(bin), abbrev(input), err, stderr.Bytes())
	}
	return string(out)
}

func abbrev(s string) string {
	if len(s) > 200 {
		return s[:200] + "…"
	}
	return s
}

// sample is an input and its expected output.
type sample struct {
	in, want string
	source   string // where want comes from
}

// problem is what the tests know about one problem: its samples, a
// generator of random small inputs with their answers by brute force, and
// a generator of an input too large for brute force (the program is then
// compared with its naive twin).
type problem struct {
	samples []sample
	random  func(r *rand.Rand) (in, want string)
	// medium is an input too large for brute force, with its answer by
	// the shipped game package (games/octal, games/subtraction, ...).
	medium  func(t *testing.T, r *rand.Rand) (in, want string)
	largest func(r *rand.Rand) string // the problem's largest input, for timing
}

var problems = map[string]problem{
	"treblecross": {
		samples: treblecrossSamples(),
		random: func(r *rand.Rand) (string, string) {
			n := 3 + r.IntN(12)
			return fmt.Sprintln(n), fmt.Sprintln(treblecrossBrute(n))
		},
		medium: func(t *testing.T, r *rand.Rand) (string, string) {
			n := 1500 + r.IntN(501)
			tc, err := octal.NewTreblecross(context.Background(), n, nil)
			if err != nil {
				t.Fatal(err)
			}
			return fmt.Sprintln(n), map[cgt.Outcome]string{cgt.Win: "1\n", cgt.Loss: "2\n"}[tc.Outcome(n)]
		},
		largest: func(*rand.Rand) string { return "2000\n" },
	},
	"squares": {
		samples: []sample{{"4\n1\n2\n999960\n1000000\n", "First\nSecond\nSecond\nFirst\n",
			"1 and 10⁶ are squares (take all); 2 only moves to 1; 999,960 is the largest loss to 10⁶ (DESIGN.md §4)"}},
		random: func(r *rand.Rand) (string, string) {
			heaps := randInts(r, 1+r.IntN(100), 1, 3000)
			lost := squaresBrute(slices.Max(heaps))
			var in, want strings.Builder
			fmt.Fprintln(&in, len(heaps))
			for _, h := range heaps {
				fmt.Fprintln(&in, h)
				fmt.Fprintln(&want, map[bool]string{true: "Second", false: "First"}[lost[h]])
			}
			return in.String(), want.String()
		},
		medium: func(t *testing.T, r *rand.Rand) (string, string) {
			heaps := randInts(r, 100, 1, 200_000)
			sol, err := cgt.SolvePush[int](context.Background(), subtraction.Squares{N: slices.Max(heaps)}, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			var want strings.Builder
			for _, h := range heaps {
				fmt.Fprintln(&want, map[cgt.Outcome]string{cgt.Win: "First", cgt.Loss: "Second"}[sol.Outcome(h)])
			}
			return "100\n" + joinInts(heaps, "\n") + "\n", want.String()
		},
		largest: func(r *rand.Rand) string {
			return "100\n1000000\n" + joinInts(randInts(r, 99, 1, 1_000_000), "\n") + "\n"
		},
	},
	"circle": {
		samples: []sample{
			{"5\n2 3 2\n3 1 2 3\n", "Lose Win Win Loop\nLoop Win Win Win\n", "Codeforces 786A, sample 1"},
			{"8\n4 6 2 3 4\n2 3 6\n", "Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n", "Codeforces 786A, sample 2"},
		},
		random: func(r *rand.Rand) (string, string) {
			n := 2 + r.IntN(11)
			s1, s2 := randSteps(r, n), randSteps(r, n)
			return circleInput(n, s1, s2), circleBrute(n, [2][]int{s1, s2})
		},
		medium: func(t *testing.T, r *rand.Rand) (string, string) {
			n := 2000
			s1, s2 := randSteps(r, n), randSteps(r, n)
			g, err := circle.New(n, s1, s2)
			if err != nil {
				t.Fatal(err)
			}
			out, err := g.Outcomes(context.Background(), nil)
			if err != nil {
				t.Fatal(err)
			}
			var want strings.Builder
			for k := range out {
				for i, o := range out[k] {
					if i > 0 {
						want.WriteByte(' ')
					}
					want.WriteString(map[cgt.Outcome]string{cgt.Win: "Win", cgt.Loss: "Lose", cgt.Draw: "Loop"}[o])
				}
				want.WriteByte('\n')
			}
			return circleInput(n, s1, s2), want.String()
		},
		largest: func(r *rand.Rand) string {
			n := 7000
			all := make([]int, n-1)
			for i := range all {
				all[i] = i + 1
			}
			return circleInput(n, all, all[:n/2])
		},
	},
	"coins": {
		samples: []sample{{"6\n4 7 2 9 5 2\n", "18 11\n", "USACO Training 3.3, A Game, sample"}},
		random: func(r *rand.Rand) (string, string) {
			a := randInts(r, 1+r.IntN(10), 1, 20)
			f := coinsBrute(a)
			sum := 0
			for _, v := range a {
				sum += v
			}
			return fmt.Sprintf("%d\n%s\n", len(a), joinInts(a, " ")), fmt.Sprintln(f, sum-f)
		},
		medium: func(t *testing.T, r *rand.Rand) (string, string) {
			a := randInts(r, 100, 1, 200)
			g := intervals.NewCoins(a)
			s, err := cgt.SolveScores[intervals.Span, int](context.Background(), g, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			first, _ := s.Total(g.Start())
			return fmt.Sprintf("100\n%s\n", joinInts(a, " ")), fmt.Sprintln(first, g.Remaining(g.Start())-first)
		},
		largest: func(r *rand.Rand) string { return fmt.Sprintf("100\n%s\n", joinInts(randInts(r, 100, 1, 200), " ")) },
	},
	"blocks": {
		samples: []sample{{"4\n4 -10 -20 7\n4\n1 2 3 4\n0\n", "7\n10\n", "UVa 10891, sample"}},
		random: func(r *rand.Rand) (string, string) {
			var in, want strings.Builder
			for range 1 + r.IntN(5) {
				a := randInts(r, 1+r.IntN(9), -10, 10)
				fmt.Fprintf(&in, "%d\n%s\n", len(a), joinInts(a, " "))
				fmt.Fprintln(&want, blocksBrute(a))
			}
			in.WriteString("0\n")
			return in.String(), want.String()
		},
		medium: func(t *testing.T, r *rand.Rand) (string, string) {
			var in, want strings.Builder
			for range 5 {
				a := randInts(r, 100, -1000, 1000)
				fmt.Fprintf(&in, "100\n%s\n", joinInts(a, " "))
				g := intervals.NewBlocks(a)
				s, err := cgt.SolveScores[intervals.Span, int](context.Background(), g, nil, nil)
				if err != nil {
					t.Fatal(err)
				}
				fmt.Fprintln(&want, s.Score(g.Start()))
			}
			in.WriteString("0\n")
			return in.String(), want.String()
		},
		largest: func(r *rand.Rand) string {
			return blocksInput(r, 20)
		},
	},
	"primerace": {
		samples: []sample{
			{"1 10\n", "3 1\n", "one number a move: the first player takes the odd numbers, so 3, 5 and 7, the second takes 2"},
			{"10 10\n", "4 0\n", "the first player takes 1 … 10, all four primes"},
		},
		random: func(r *rand.Rand) (string, string) {
			a, b := 1+r.IntN(10), 1+r.IntN(300)
			f, total := primeraceBrute(a, b)
			return fmt.Sprintln(a, b), fmt.Sprintln(f, total-f)
		},
		medium: func(t *testing.T, r *rand.Rand) (string, string) {
			a, b := 1+r.IntN(10), 100_000+r.IntN(1000)
			first, second := primerace.New(b, a).Totals()
			return fmt.Sprintln(a, b), fmt.Sprintln(first, second)
		},
		largest: func(*rand.Rand) string { return "10 1000000\n" },
	},
	"ring": {
		samples: []sample{
			{"3 10 3\n1 1 1\n", "0 0 0\n", "everyone on team 1 must reach 10: team 0 wins (the rule)"},
			{"2 2 1\n0 1\n", "0 1\n", "calls go 1, 2: the second caller, of the other team, reaches M = 2 and loses"},
		},
		random: func(r *rand.Rand) (string, string) {
			n, m := 1+r.IntN(7), 2+r.IntN(14)
			k := 1 + r.IntN(m-1)
			teams := randInts(r, n, 0, 1)
			return ringInput(n, m, k, teams), joinInts(ringBrute(teams, m, k), " ") + "\n"
		},
		medium: func(t *testing.T, r *rand.Rand) (string, string) {
			n, m := 300, 300
			k, teams := 1+r.IntN(m-1), randInts(r, n, 0, 1)
			g, err := ring.New(teams, m, k)
			if err != nil {
				t.Fatal(err)
			}
			return ringInput(n, m, k, teams), joinInts(g.Winners(), " ") + "\n"
		},
		largest: func(r *rand.Rand) string {
			return ringInput(5000, 5000, 3, randInts(r, 5000, 0, 1))
		},
	},
	"smallest": {
		samples: []sample{{"3\n5 1 3\n", "3\n", "take 5; from 1 and 3 the opponent gains 3 − 1 = 2 at best"}},
		random: func(r *rand.Rand) (string, string) {
			a := randInts(r, 1+r.IntN(8), 1, 12)
			return fmt.Sprintf("%d\n%s\n", len(a), joinInts(a, " ")), fmt.Sprintln(smallestBrute(a))
		},
		medium: func(t *testing.T, r *rand.Rand) (string, string) {
			a := randInts(r, 2000, 1, 1_000_000_000)
			return fmt.Sprintf("2000\n%s\n", joinInts(a, " ")), fmt.Sprintln(smallest.Margin(a))
		},
		largest: func(r *rand.Rand) string {
			return fmt.Sprintf("5000\n%s\n", joinInts(randInts(r, 5000, 1, 1_000_000_000), " "))
		},
	},
}

// TestSamples runs every program, its trimmed bundle (with
// CGT_CONTEST_TRIM=1) and its naive twin on
// the problem's samples; each sample says where its answer comes from, and
// the answers of samples that are not published are checked by brute force
// in TestRandom's brute forces too.
func TestSamples(t *testing.T) {
	bins := buildAll(t)
	for name, p := range problems {
		for _, s := range p.samples {
			b := bins[name]
			for what, bin := range map[string]string{"program": b.program, "trimmed": b.trimmed, "naive": b.naive} {
				if bin == "" {
					continue // trimmed bundles only with CGT_CONTEST_TRIM=1
				}
				if got := run(t, bin, s.in); got != s.want {
					t.Errorf("%s %s on %q: got %q, want %q (%s)", name, what, s.in, got, s.want, s.source)
				}
			}
		}
	}
}

// TestRandom runs every program and its naive twin on random small inputs
// and compares them with brute force by the rules (the functions below,
// independent of cgt), then on an input too large for brute force, where
// both must agree with the shipped game package (games/octal's sequence
// engine for Treblecross, primerace.Game.Totals, ring.Game.Winners, smallest.Margin,
// and the engines on games/subtraction, games/circle, games/intervals).
func TestRandom(t *testing.T) {
	bins := buildAll(t)
	trials := 25
	if testing.Short() {
		trials = 5
	}
	for name, p := range problems {
		r := rand.New(rand.NewPCG(16, uint64(len(name))))
		b := bins[name]
		for range trials {
			in, want := p.random(r)
			if got := run(t, b.program, in); got != want {
				t.Fatalf("%s on %q: got %q, brute force %q", name, abbrev(in), abbrev(got), abbrev(want))
			}
			if got := run(t, b.naive, in); got != want {
				t.Fatalf("%s naive twin on %q: got %q, brute force %q", name, abbrev(in), abbrev(got), abbrev(want))
			}
		}
		in, want := p.medium(t, r)
		if got, twin := run(t, b.program, in), run(t, b.naive, in); got != want || twin != want {
			t.Fatalf("%s on a medium input %q: program %q, naive twin %q, the shipped package %q", name, abbrev(in), abbrev(got), abbrev(twin), abbrev(want))
		}
	}
}

func randInts(r *rand.Rand, n, lo, hi int) []int {
	a := make([]int, n)
	for i := range a {
		a[i] = lo + r.IntN(hi-lo+1)
	}
	return a
}

func joinInts(a []int, sep string) string {
	s := make([]string, len(a))
	for i, v := range a {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, sep)
}

// treblecrossSamples: the second player wins exactly for the listed n up
// to 110 (DESIGN.md §4, the published sequence), the first player for the
// other n from 3 on; a few of each.
func treblecrossSamples() []sample {
	var out []sample
	second := []int{6, 12, 22, 30, 32, 44, 54, 64, 76, 86, 98, 110}
	for _, n := range append(second, 3, 4, 5, 7, 11, 13, 31, 33, 100) {
		want := "1\n"
		if slices.Contains(second, n) {
			want = "2\n"
		}
		out = append(out, sample{fmt.Sprintln(n), want, "second-player wins of 1×n Treblecross, DESIGN.md §4"})
	}
	return out
}

// treblecrossBrute plays Treblecross on the real 1×n board by the rules:
// a player who completes three X in a row wins; a full board without three
// is a tie (impossible from n = 3 on, since XX_ / _XX always exists... the
// search says who wins). It returns 1 or 2.
func treblecrossBrute(n int) int {
	full := uint32(1)<<n - 1
	three := func(b uint32) bool { return b&(b>>1)&(b>>2) != 0 }
	memo := map[uint32]int8{} // 1 win, 0 tie, −1 loss for the mover
	var solve func(b uint32) int8
	solve = func(b uint32) int8 {
		if v, ok := memo[b]; ok {
			return v
		}
		best := int8(-2)
		for c := 0; c < n && best < 1; c++ {
			if b>>c&1 == 1 {
				continue
			}
			nb := b | 1<<c
			v := int8(1)
			if !three(nb) {
				v = 0
				if nb != full {
					v = -solve(nb)
				}
			}
			best = max(best, v)
		}
		memo[b] = best
		return best
	}
	if solve(0) == 1 {
		return 1
	}
	return 2
}

// squaresBrute: lost[n] by the definition, for 0 … top.
func squaresBrute(top int) []bool {
	lost := make([]bool, top+1)
	for n := range lost {
		lost[n] = true
		for k := 1; k*k <= n; k++ {
			if lost[n-k*k] {
				lost[n] = false
			}
		}
	}
	return lost
}

func randSteps(r *rand.Rand, n int) []int {
	perm := r.Perm(n - 1)
	steps := perm[:1+r.IntN(n-1)]
	for i := range steps {
		steps[i]++
	}
	return steps
}

func circleInput(n int, s1, s2 []int) string {
	return fmt.Sprintf("%d\n%d %s\n%d %s\n", n, len(s1), joinInts(s1, " "), len(s2), joinInts(s2, " "))
}

// circleBrute solves the circle game by value iteration until nothing
// changes: a position is Win if some step reaches the black hole or a
// position lost for the other player, Lose if every step reaches a
// position won by the other player; what is never decided loops.
func circleBrute(n int, steps [2][]int) string {
	var state [2][]string
	for k := range state {
		state[k] = make([]string, n)
	}
	for changed := true; changed; {
		changed = false
		for k := range 2 {
			for o := 1; o < n; o++ {
				if state[k][o] != "" {
					continue
				}
				allWin := true
				for _, s := range steps[k] {
					to := (o + s) % n
					if to == 0 || state[1-k][to] == "Lose" {
						state[k][o], changed = "Win", true
						break
					}
					allWin = allWin && state[1-k][to] == "Win"
				}
				if state[k][o] == "" && allWin {
					state[k][o], changed = "Lose", true
				}
			}
		}
	}
	var out strings.Builder
	for k := range 2 {
		for o := 1; o < n; o++ {
			if o > 1 {
				out.WriteByte(' ')
			}
			out.WriteString(cmpOr(state[k][o], "Loop"))
		}
		out.WriteByte('\n')
	}
	return out.String()
}

func cmpOr(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// coinsBrute is the first player's best total, by plain recursion over the
// two ends.
func coinsBrute(a []int) int {
	if len(a) == 0 {
		return 0
	}
	sum := 0
	for _, v := range a {
		sum += v
	}
	return sum - min(coinsBrute(a[1:]), coinsBrute(a[:len(a)-1]))
}

// blocksBrute is the mover's margin, by plain recursion over every block
// taken from either end.
func blocksBrute(a []int) int {
	if len(a) == 0 {
		return 0
	}
	best := 0
	for k := 1; k <= len(a); k++ {
		left, right := 0, 0
		for _, v := range a[:k] {
			left += v
		}
		for _, v := range a[len(a)-k:] {
			right += v
		}
		m := max(left-blocksBrute(a[k:]), right-blocksBrute(a[:len(a)-k]))
		if k == 1 || m > best {
			best = m
		}
	}
	return best
}

func blocksInput(r *rand.Rand, cases int) string {
	var in strings.Builder
	for range cases {
		fmt.Fprintf(&in, "100\n%s\n", joinInts(randInts(r, 100, -1000, 1000), " "))
	}
	in.WriteString("0\n")
	return in.String()
}

// primeraceBrute returns the first player's best total and the number of
// primes to b, by memoized recursion on the margin (gain minus the
// opponent's margin), primes by trial division.
func primeraceBrute(a, b int) (first, total int) {
	isPrime := func(x int) bool {
		if x < 2 {
			return false
		}
		for d := 2; d*d <= x; d++ {
			if x%d == 0 {
				return false
			}
		}
		return true
	}
	for x := 1; x <= b; x++ {
		if isPrime(x) {
			total++
		}
	}
	margin := make([]int, b+1)
	for t := b - 1; t >= 0; t-- {
		gain := 0
		for u := t + 1; u <= min(t+a, b); u++ {
			if isPrime(u) {
				gain++
			}
			if m := gain - margin[u]; u == t+1 || m > margin[t] {
				margin[t] = m
			}
		}
	}
	return (total + margin[0]) / 2, total
}

func ringInput(n, m, k int, teams []int) string {
	return fmt.Sprintf("%d %d %d\n%s\n", n, m, k, joinInts(teams, " "))
}

// ringBrute plays the ring game call by call (seed 004, problem 4): win(i,
// c) says whether person i's team wins with i to call after c; a call c+d
// below m is good if the next person is a teammate who wins from there or
// an opponent who loses; who can only call m or more loses.
func ringBrute(teams []int, m, k int) []int {
	n := len(teams)
	memo := map[[2]int]bool{}
	var win func(i, c int) bool
	win = func(i, c int) bool {
		if v, ok := memo[[2]int{i, c}]; ok {
			return v
		}
		next := (i + 1) % n
		v := false
		for d := 1; d <= k && c+d < m && !v; d++ {
			v = win(next, c+d) == (teams[next] == teams[i])
		}
		memo[[2]int{i, c}] = v
		return v
	}
	out := make([]int, n)
	for i := range out {
		out[i] = teams[i]
		if !win(i, 0) {
			out[i] ^= 1
		}
	}
	return out
}

// smallestBrute is the first player's margin over every subset taken
// (seed 004, problem 5, by the rules), memoized on the set left.
func smallestBrute(a []int) int {
	memo := map[uint32]int{0: 0}
	var f func(p uint32) int
	f = func(p uint32) int {
		if v, ok := memo[p]; ok {
			return v
		}
		best, first := 0, true
		for t := p; t != 0; t = (t - 1) & p {
			lo := a[bits.TrailingZeros32(t)]
			for rest := t & (t - 1); rest != 0; rest &= rest - 1 {
				lo = min(lo, a[bits.TrailingZeros32(rest)])
			}
			if m := lo - f(p&^t); first || m > best {
				best, first = m, false
			}
		}
		memo[p] = best
		return best
	}
	return f(1<<len(a) - 1)
}

package circle

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
	"github.com/google/go-cmp/cmp"
)

// berzerk renders the circle game's answer as the problem statement does.
func berzerk(os []cgt.Outcome) string {
	words := map[cgt.Outcome]string{cgt.Win: "Win", cgt.Loss: "Lose", cgt.Draw: "Loop"}
	var s []string
	for _, o := range os {
		s = append(s, words[o])
	}
	return strings.Join(s, " ")
}

// TestCircleSamples checks the sample answers of Codeforces 786A
// ("Berzerk"), quoted in issue 5.
func TestCircleSamples(t *testing.T) {
	for _, tc := range []struct {
		n             int
		first, second []int
		want          [2]string
	}{
		{5, []int{3, 2}, []int{1, 2, 3}, [2]string{"Lose Win Win Loop", "Loop Win Win Win"}},
		{8, []int{6, 2, 3, 4}, []int{3, 6}, [2]string{"Win Win Win Win Win Win Win", "Lose Win Lose Lose Win Lose Lose"}},
	} {
		c, err := New(tc.n, tc.first, tc.second)
		if err != nil {
			t.Fatal(err)
		}
		for _, workers := range []int{1, 2} {
			out, err := c.Outcomes(context.Background(), &cgt.Options{Workers: workers})
			if err != nil {
				t.Fatal(err)
			}
			got := [2]string{berzerk(out[0]), berzerk(out[1])}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("n=%d %v %v (-want +got):\n%s", tc.n, tc.first, tc.second, diff)
			}
		}
	}
}

// TestCircleRandom checks random circle games against value iteration on
// the same graph, and Verify on the game's Predecessors.
func TestCircleRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 100 {
		n := 2 + r.IntN(30)
		var sets [2][]int
		for k := range sets {
			perm := r.Perm(n - 1)
			for _, s := range perm[:1+r.IntN(n-1)] {
				sets[k] = append(sets[k], s+1)
			}
		}
		c, err := New(n, sets[0], sets[1])
		if err != nil {
			t.Fatal(err)
		}
		if err := cgt.Verify[Position](c, nil); err != nil {
			t.Fatal(err)
		}
		moves, term := make([][]int32, 2*n), make([]cgt.Outcome, 2*n)
		for i := range 2 * n {
			p := c.Position(i)
			if o, ended := c.Terminal(p); ended {
				term[i] = o
				continue
			}
			for _, q := range c.Moves(nil, p) {
				moves[i] = append(moves[i], int32(c.Index(q)))
			}
		}
		wantO, wantR := testutil.NaiveRetrograde(moves, term)
		s, err := cgt.SolveRetrograde[Position](context.Background(), c, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		gotO, gotR := make([]cgt.Outcome, 2*n), make([]int, 2*n)
		for i := range 2 * n {
			gotO[i], gotR[i] = s.Outcome(c.Position(i)), s.Remoteness(c.Position(i))
		}
		if diff := cmp.Diff([2]any{wantO, wantR}, [2]any{gotO, gotR}); diff != "" {
			t.Fatalf("n=%d sets %v (-want +got):\n%s", n, sets, diff)
		}
	}
}

func TestNewCircleErrors(t *testing.T) {
	for _, tc := range []struct {
		n    int
		a, b []int
	}{{1, []int{1}, []int{1}}, {5, nil, []int{1}}, {5, []int{5}, []int{1}}, {5, []int{1}, []int{2, 2}}, {5, []int{0}, []int{1}}} {
		if _, err := New(tc.n, tc.a, tc.b); err == nil {
			t.Errorf("NewCircle(%d, %v, %v): no error", tc.n, tc.a, tc.b)
		}
	}
}

package morris

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/cgtgo/cgt/tier"
)

// TestMain removes the directory of the solves the tests share.
func TestMain(m *testing.M) {
	code := m.Run()
	if shared.dir != "" {
		os.RemoveAll(shared.dir)
	}
	os.Exit(code)
}

// shared holds the tier solves of the midgame that several tests read
// (TestTiersAgainstRetrograde, TestOpeningAgainstBrute, TestThreeThree),
// each made once per number of stones, in a temporary directory that
// TestMain removes. The tests only read the files: each opens its own
// tier.Tables.
var shared struct {
	mu     sync.Mutex
	dir    string
	solves map[int]*midgameSolve
}

// midgameSolve is the tier solve of NewMidgame(stones): its game, the
// directory and name of its files, and the statistics tier.Solve returned.
type midgameSolve struct {
	g     *Midgame
	dir   tier.Dir
	name  tier.Name
	stats []tier.TierStats
	err   error
}

// solvedMidgame returns the solve of the midgame of at most stones stones
// (with tier.Options{Workers: 2}, as the tests solved it), made at the
// first call.
func solvedMidgame(t *testing.T, stones int) *midgameSolve {
	t.Helper()
	shared.mu.Lock()
	defer shared.mu.Unlock()
	s := shared.solves[stones]
	if s == nil {
		s = &midgameSolve{g: NewMidgame(stones), name: tier.Name{Game: "morris", Params: fmt.Sprintf("midgame of %d stones", stones)}}
		if shared.dir == "" {
			shared.dir, s.err = os.MkdirTemp("", "morris-test")
		}
		if s.err == nil {
			dir := filepath.Join(shared.dir, fmt.Sprint(stones))
			s.dir = tier.Dir(dir)
			if s.err = os.Mkdir(dir, 0o755); s.err == nil {
				s.stats, s.err = tier.Solve[Position](context.Background(), s.g, s.dir, s.name, &tier.Options{Workers: 2})
			}
		}
		if shared.solves == nil {
			shared.solves = map[int]*midgameSolve{}
		}
		shared.solves[stones] = s
	}
	if s.err != nil {
		t.Fatalf("solving the midgame of %d stones: %v", stones, s.err)
	}
	return s
}

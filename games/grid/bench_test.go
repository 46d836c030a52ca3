package grid

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/cgtgo/cgt/partizan"
)

// Benchmarks: each ruleset's boards by the engine with regions (the
// Splitter: normal forms, sums) beside the same engine on whole boards
// (plain, the twin). positions/s counts the positions stored: regions, or
// whole boards for plain. The Clobber rows of the docs (1×30, 2×10) run
// with CGT_LONG=1.

type benchCase struct {
	name  string
	g     partizan.Partizan[Board]
	board Board
	plain bool // also run the twin without regions
}

func benchBoards(b *testing.B, cases []benchCase) {
	for _, c := range cases {
		for _, whole := range []bool{false, true} {
			if whole && !c.plain {
				continue
			}
			g, name := c.g, c.name
			if whole {
				g, name = plain{c.g}, c.name+"/plain"
			}
			b.Run(name, func(b *testing.B) {
				b.ReportAllocs()
				n := 0
				for b.Loop() {
					t := partizan.NewTable(g, nil)
					if _, err := t.Value(context.Background(), c.board); err != nil {
						b.Fatal(err)
					}
					n += t.Len()
				}
				b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "positions/s")
				b.ReportMetric(float64(n)/float64(b.N), "positions")
			})
		}
	}
}

func BenchmarkClobber(b *testing.B) {
	cases := []benchCase{
		{"1x12", Clobber{}, Alternating(1, 12), true},
		{"1x20", Clobber{}, Alternating(1, 20), false},
		{"2x4", Clobber{}, Alternating(2, 4), true},
		{"2x6", Clobber{}, Alternating(2, 6), false},
		{"3x3", Clobber{}, Alternating(3, 3), true},
		{"3x4", Clobber{}, Alternating(3, 4), false},
	}
	if os.Getenv("CGT_LONG") != "" {
		for _, rc := range [][2]int{{1, 24}, {1, 30}, {2, 8}, {2, 9}, {2, 10}} {
			cases = append(cases, benchCase{fmt.Sprintf("%dx%d", rc[0], rc[1]), Clobber{}, Alternating(rc[0], rc[1]), false})
		}
	}
	benchBoards(b, cases)
}

func BenchmarkOthers(b *testing.B) {
	must := func(s string) Board { return mustParse(b, s) }
	benchBoards(b, []benchCase{
		{"Cram/4x4", Cram{}, Rectangle(4, 4), true},
		{"Cram/5x5", Cram{}, Rectangle(5, 5), false},
		{"Snort/3x3", Snort{}, Rectangle(3, 3), true},
		{"Snort/3x4", Snort{}, Rectangle(3, 4), false},
		{"Col/3x3", Col{}, Rectangle(3, 3), true},
		{"Col/3x4", Col{}, Rectangle(3, 4), false},
		{"Amazons/x...|o...", Amazons{}, must("x...|o..."), true},
		{"Amazons/x..|...|..o", Amazons{}, must("x..|...|..o"), false},
	})
}

func BenchmarkFoxAndGeese(b *testing.B) {
	g := FoxAndGeese{}
	p, err := g.Position([][2]int{{3, 1}, {3, 3}, {3, 5}, {3, 7}}, [2]int{1, 5})
	if err != nil {
		b.Fatal(err)
	}
	q, err := g.Position([][2]int{{4, 2}, {4, 4}, {4, 6}, {4, 8}}, [2]int{1, 1})
	if err != nil {
		b.Fatal(err)
	}
	b.Run("value/row3", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := g.LoopyValue(context.Background(), p, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("outcome/row4", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := partizan.SolveLoopy(context.Background(), g, []FoxPosition{q}, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
}

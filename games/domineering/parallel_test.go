package domineering

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/internal/testutil"
)

// TestParallel: with several workers (partizan.Canonical's parallel
// engine, through Game's Size) every rectangle of up to 20 squares (25 and
// forty 8×8 boards after random play, when not -short) has the value of
// the sequential engine, which TestPublished and TestSearch check against
// CGSuite and a search without regions.
func TestParallel(t *testing.T) {
	ctx := context.Background()
	var boards []Board
	for r := 1; r <= 5; r++ {
		for c := 1; c <= 5; c++ {
			if r*c <= 20 || !testing.Short() {
				boards = append(boards, Rectangle(r, c))
			}
		}
	}
	n := 40
	if testing.Short() {
		n = 5
	}
	boards = append(boards, playedBoards(n)...)
	for _, b := range boards {
		want := value(t, b)
		for _, w := range []int{2, 3} {
			got, err := Value(ctx, b, &cgt.Options{Workers: w})
			if err != nil || got != want {
				t.Errorf("%v with %d workers: %v, %v; sequentially %v", b, w, got, err, want)
			}
		}
	}
}

// BenchmarkParallel times rectangles by the sequential engine (workers=1)
// beside the parallel one with every CPU (workers=N), so that the ratio
// reads from one run; 4×7 and 5×6 only with CGT_LONG=1.
func BenchmarkParallel(b *testing.B) {
	sizes := [][2]int{{4, 5}, {5, 5}}
	if os.Getenv("CGT_LONG") != "" {
		sizes = append(sizes, [2]int{4, 7}, [2]int{5, 6})
	}
	for _, rc := range sizes {
		for _, w := range []int{1, runtime.GOMAXPROCS(0)} {
			b.Run(fmt.Sprintf("%dx%d/workers=%d", rc[0], rc[1], w), func(b *testing.B) {
				b.ReportAllocs()
				testutil.LoopCPU(b, func() {
					if _, err := Value(context.Background(), Rectangle(rc[0], rc[1]), &cgt.Options{Workers: w}); err != nil {
						b.Fatal(err)
					}
				})
			})
		}
	}
}

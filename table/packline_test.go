package table

import (
	"encoding/binary"
	"errors"
	"testing"
)

// TestPackLine checks that a packLine hands every block to put once, in
// order, packed from what build gave; that an error of put at some block
// ends the run with that error and nothing after it written; and that the
// same line then runs again as new (its channels left empty).
func TestPackLine(t *testing.T) {
	for _, level := range []int{0, 6} {
		l := newPackLine(3, level)
		var z packer
		z.level = level
		for _, c := range []struct{ n, failAt int }{{0, -1}, {1, -1}, {5, -1}, {1000, -1}, {1000, 537}, {1000, 0}, {40, 39}, {700, -1}} {
			var got []int
			stop := errors.New("full")
			err := l.run(c.n, func(b int, scratch *[]byte) []byte {
				*scratch = binary.LittleEndian.AppendUint64((*scratch)[:0], uint64(b)*0x9e3779b97f4a7c15)
				for len(*scratch) < 64+b%100 {
					*scratch = append(*scratch, byte(b))
				}
				return *scratch
			}, func(b int, stored []byte) error {
				if b == c.failAt {
					return stop
				}
				raw := binary.LittleEndian.AppendUint64(nil, uint64(b)*0x9e3779b97f4a7c15)
				for len(raw) < 64+b%100 {
					raw = append(raw, byte(b))
				}
				want, _ := z.pack(raw)
				if string(stored) != string(want) {
					t.Fatalf("level %d, %d blocks: block %d stored differently", level, c.n, b)
				}
				got = append(got, b)
				return nil
			})
			end := c.n
			if c.failAt >= 0 {
				end = c.failAt
				if !errors.Is(err, stop) {
					t.Errorf("level %d, %d blocks, failing at %d: error %v", level, c.n, c.failAt, err)
				}
			} else if err != nil {
				t.Errorf("level %d, %d blocks: %v", level, c.n, err)
			}
			if len(got) != end {
				t.Fatalf("level %d, %d blocks: %d written, want %d", level, c.n, len(got), end)
			}
			for i, b := range got {
				if b != i {
					t.Fatalf("level %d, %d blocks: block %d written %d-th", level, c.n, b, i)
				}
			}
		}
	}
}

package tier

import "testing"

// TestHugePagesNeighbours checks, on every system, that asking for huge
// pages leaves the memory around the values as it was: on Linux the
// advice drops the pages it covers (MADV_DONTNEED), so it must cover only
// whole pages inside the values, which are still zero, and never the
// neighbours' bytes on the first and last page; elsewhere it does nothing.
// The values start and end off a page's boundary, and are large enough to
// be advised (10 MiB).
func TestHugePagesNeighbours(t *testing.T) {
	buf := make([]uint16, 5<<20)
	for i := range buf {
		buf[i] = uint16(i) | 1
	}
	lo, hi := 1001, len(buf)-777
	vals := buf[lo:hi]
	clear(vals)
	hugePages(vals)
	for i, v := range buf {
		in := i >= lo && i < hi
		if in && v != 0 || !in && v != uint16(i)|1 {
			t.Fatalf("entry %d (values %d … %d) is %d after hugePages", i, lo, hi-1, v)
		}
	}
}

package octal

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/cgtgo/cgt"
)

// the zero value is the empty position.
type HeapSum string

// MakeHeapSum returns the position with the given heap sizes, in any order;
// heaps of size 0 are dropped. It panics if a size is negative or above
// math.MaxUint32 (a programmer error). Cost: O(k log k) for k heaps.
func MakeHeapSum(sizes ...int) HeapSum {
	// The sorted sizes and their bytes go through buffers on the stack
	// where they fit: the string made at the end is the one allocation.
	var sbuf [8]int
	var bbuf [4 * len(sbuf)]byte
	s := sbuf[:0]
	if len(sizes) > len(sbuf) {
		s = make([]int, 0, len(sizes))
	}
	for _, h := range sizes {
		if h < 0 || uint64(h) > math.MaxUint32 {
			panic(fmt.Sprintf("octal: MakeHeapSum: heap size %d out of range", h))
		}
		if h > 0 {
			s = append(s, h)
		}
	}
	slices.Sort(s)
	b := bbuf[:]
	if len(s) > len(sbuf) {
		b = make([]byte, 4*len(s))
	}
	b = b[:4*len(s)]
	for i, h := range s {
		binary.BigEndian.PutUint32(b[4*i:], uint32(h))
	}
	return HeapSum(b)
}

// Len returns the number of non-empty heaps.
func (p HeapSum) Len() int { return len(p) / 4 }

// Heap returns the size of the i-th heap, in non-decreasing order, for
// 0 ≤ i < Len(); it panics otherwise.
func (p HeapSum) Heap(i int) int { return int(binary.BigEndian.Uint32([]byte(p[4*i : 4*i+4]))) }

// Sizes returns the heap sizes in non-decreasing order.
func (p HeapSum) Sizes() []int {
	out := make([]int, p.Len())
	for i := range out {
		out[i] = p.Heap(i)
	}
	return out
}

// String writes the heaps as "{1 3 3}".
func (p HeapSum) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for i := 0; i < p.Len(); i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(p.Heap(i)))
	}
	b.WriteByte('}')
	return b.String()
}

// Moves appends the positions reachable from p in one move: every move on
// every heap (equal heaps are moved once). Cost: O(k · h) for k heaps of
// size up to h (O(k · h²) with three-heap digits), plus an allocation per
// move; it is meant for engines on small positions and for checks — the
// nim-sequence engine is the fast path.
func (g *Game) Moves(dst []HeapSum, p HeapSum) []HeapSum {
	sizes := p.Sizes()
	next := make([]int, 0, len(sizes)+2) // reused: MakeHeapSum copies it
	for i, h := range sizes {
		if i > 0 && sizes[i-1] == h {
			continue
		}
		g.heapOptions(h, func(_ int, parts []int) bool {
			next = append(next[:0], sizes[:i]...)
			next = append(next, sizes[i+1:]...)
			next = append(next, parts...)
			dst = append(dst, MakeHeapSum(next...))
			return true
		})
	}
	return dst
}

// Terminal reports false: heap games are played under the normal rule (no
// move left is a loss).
func (g *Game) Terminal(HeapSum) (cgt.Outcome, bool) { return cgt.Unknown, false }

package cgt

// The result table of SolveRetrograde: 16-bit cells holding an outcome and
// a remoteness or a move counter, and the bitmap of the positions in scope.

import (
	"context"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"
)

type spillDeg struct{ cell, deg int32 }

// Result cells: 16 bits per position, the outcome in the top 3 bits and the
// low 13 bits holding the remoteness once the position is resolved (a
// remoteness ≥ remSpill lives in a side map) and, while it is not (outcome
// Unknown), the number of its moves not yet known to lose (a count ≥
// remSpill lives in a sorted side table). So the move counters cost no
// memory of their own.
const (
	remBits  = 13
	remMask  = 1<<remBits - 1
	remSpill = remMask
	oMask    = 0xffff &^ remMask
)

func mkCell(o Outcome, r int) uint32 {
	return uint32(o)<<remBits | uint32(min(r, remSpill))
}

// retroTable is the compact result table the Solution keeps.
type retroTable struct {
	cells []uint32 // two cells per word, cell i in the half (i&1)
	seq   bool     // one goroutine: plain loads and stores
	mu    sync.Mutex
	spill map[int32]int32 // remoteness of cells marked remSpill
	// counters too large for a cell: sorted cells and their counts (only
	// while solving).
	bigCell []int32
	bigLeft []int32
}

func newRetroTable(ctx context.Context, n int) (*retroTable, error) {
	cells, err := makeTable[uint32](ctx, (n+1)/2)
	if err != nil {
		return nil, err
	}
	t := &retroTable{cells: cells}
	adviseHugePages(t.cells)
	return t, nil
}

func (t *retroTable) get(i int) uint32 { return t.cells[i>>1] >> (uint(i&1) * 16) & 0xffff }

// load reads cell i while other goroutines may be writing.
func (t *retroTable) load(i int) uint32 {
	return atomic.LoadUint32(&t.cells[i>>1]) >> (uint(i&1) * 16) & 0xffff
}

// claim sets cell i to the resolved value c if it is not resolved yet
// (whatever its counter) and reports whether it did.
func (t *retroTable) claim(i int, c uint32) bool {
	w := &t.cells[i>>1]
	sh := uint(i&1) * 16
	if t.seq {
		if *w>>sh&oMask != 0 {
			return false
		}
		*w = *w&^(0xffff<<sh) | c<<sh
		return true
	}
	for {
		old := atomic.LoadUint32(w)
		if old>>sh&oMask != 0 {
			return false
		}
		if atomic.CompareAndSwapUint32(w, old, old&^(0xffff<<sh)|c<<sh) {
			return true
		}
	}
}

// setCount stores the move counter d ≥ 1 of an unresolved cell i (zero
// before), or marks it spilled and reports false when d does not fit (see
// put for plain).
func (t *retroTable) setCount(i, d int, plain bool) bool {
	t.put(i, uint32(min(d, remSpill)), plain)
	return d < remSpill
}

// ownsWords reports whether the cells lo … hi−1 of a table of n cells
// fill whole words (two cells share a word): lo even, and hi even or n.
// Only a goroutine that alone writes such a range may pass plain to put
// and setCount; every caller that passes plain = true decides it by
// ownsWords, by seq (one goroutine) or, cell by cell, by finding the
// cell's neighbour in its word (i^1) in its own range (visitScope).
func (t *retroTable) ownsWords(lo, hi, n int) bool {
	return lo&1 == 0 && (hi&1 == 0 || hi == n)
}

// put sets cell i, zero before, to c; plain: no other goroutine writes
// the word holding it (see ownsWords).
func (t *retroTable) put(i int, c uint32, plain bool) {
	sh := uint(i&1) * 16
	if plain {
		t.cells[i>>1] |= c << sh
	} else {
		atomic.OrUint32(&t.cells[i>>1], c<<sh)
	}
}

// lose takes the counter of cell i down by `by` (moves now known to lose);
// when it reaches 0 it sets the cell to c (a Loss) and reports true. A
// resolved cell is left alone.
func (t *retroTable) lose(i int, c uint32, by uint32) bool {
	w := &t.cells[i>>1]
	sh := uint(i&1) * 16
	for {
		var old uint32
		if t.seq {
			old = *w
		} else {
			old = atomic.LoadUint32(w)
		}
		cell := old >> sh & 0xffff
		if cell&oMask != 0 {
			return false
		}
		k := cell & remMask
		if k == remSpill {
			if !t.loseBig(i, by) {
				return false
			}
			return t.claim(i, c)
		}
		last := k <= by // k ≥ by for a consistent game; never borrow
		nw := old - by<<sh
		if last {
			nw = old&^(0xffff<<sh) | c<<sh
		}
		if t.seq {
			*w = nw
			return last
		}
		if atomic.CompareAndSwapUint32(w, old, nw) {
			return last
		}
	}
}

// loseBig takes a counter kept in the side table down by `by` and reports
// whether this reached 0.
func (t *retroTable) loseBig(i int, by uint32) bool {
	j, _ := slices.BinarySearch(t.bigCell, int32(i))
	d := int32(by)
	if t.seq {
		t.bigLeft[j] -= d
		return t.bigLeft[j] <= 0 && t.bigLeft[j] > -d
	}
	left := atomic.AddInt32(&t.bigLeft[j], -d)
	return left <= 0 && left > -d
}

// setSpill records a remoteness too large for a cell.
func (t *retroTable) setSpill(i, r int) {
	t.mu.Lock()
	if t.spill == nil {
		t.spill = make(map[int32]int32)
	}
	t.spill[int32(i)] = int32(r)
	t.mu.Unlock()
}

func (t *retroTable) outcome(i int) Outcome { return Outcome(t.get(i) >> remBits) }

func (t *retroTable) remoteness(i int) int {
	c := t.get(i)
	if o := Outcome(c >> remBits); o == Unknown || o == Draw {
		return -1
	}
	if r := c & remMask; r != remSpill {
		return int(r)
	}
	return int(t.spill[int32(i)])
}

func (t *retroTable) value(int) int { return -1 }

// rankBitmap is a set of slots with constant-time rank: a bit per slot and
// the number of set bits before each block of 512.
type rankBitmap struct {
	bits []uint64
	pre  []uint32 // pre[k] = set bits in bits[:8k]
}

func newRankBitmap(ctx context.Context, n int) (*rankBitmap, error) {
	bits, err := makeTable[uint64](ctx, (n+63)/64)
	if err != nil {
		return nil, err
	}
	b := &rankBitmap{bits: bits}
	adviseHugePages(b.bits)
	return b, nil
}

func (b *rankBitmap) has(i int) bool { return b.bits[i>>6]>>(uint(i)&63)&1 != 0 }

// testAndSet sets bit i and reports whether it was clear; seq means no
// other goroutine is working.
func (b *rankBitmap) testAndSet(i int, seq bool) bool {
	w := &b.bits[i>>6]
	m := uint64(1) << (uint(i) & 63)
	if seq {
		old := *w
		*w = old | m
		return old&m == 0
	}
	if atomic.LoadUint64(w)&m != 0 {
		return false // the common case, without a locked instruction
	}
	return atomic.OrUint64(w, m)&m == 0
}

// index builds the block counts and returns the number of set bits.
func (b *rankBitmap) index() int {
	b.pre = make([]uint32, (len(b.bits)+7)/8+1)
	total := 0
	for k := range b.pre {
		b.pre[k] = uint32(total)
		for _, w := range b.bits[min(8*k, len(b.bits)):min(8*k+8, len(b.bits))] {
			total += bits.OnesCount64(w)
		}
	}
	return total
}

// rank returns the number of set bits before slot i.
func (b *rankBitmap) rank(i int) int {
	k := i >> 9
	r := int(b.pre[k])
	for _, w := range b.bits[8*k : i>>6] {
		r += bits.OnesCount64(w)
	}
	return r + bits.OnesCount64(b.bits[i>>6]&(1<<(uint(i)&63)-1))
}

// scopedTable answers for slots through a rankBitmap: the Solution of a
// reachable scope of a Dense game.
type scopedTable struct {
	scope *rankBitmap
	tab   *retroTable
}

func (t *scopedTable) outcome(i int) Outcome {
	if !t.scope.has(i) {
		return Unknown
	}
	return t.tab.outcome(t.scope.rank(i))
}

func (t *scopedTable) remoteness(i int) int {
	if !t.scope.has(i) {
		return -1
	}
	return t.tab.remoteness(t.scope.rank(i))
}

func (t *scopedTable) value(int) int { return -1 }

func (t *scopedTable) each(lo, hi int, yield func(slot int, o Outcome, r int) bool) {
	c := t.scope.rank(lo) // the cell of the next slot in scope
	for k := lo >> 6; k < len(t.scope.bits) && k<<6 < hi; k++ {
		w := t.scope.bits[k]
		if k == lo>>6 {
			w &^= 1<<(uint(lo)&63) - 1 // the slots before lo
		}
		for ; w != 0; w &= w - 1 {
			i := k*64 + bits.TrailingZeros64(w)
			if i >= hi {
				return
			}
			if !yield(i, t.tab.outcome(c), t.tab.remoteness(c)) {
				return
			}
			c++
		}
	}
}

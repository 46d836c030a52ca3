package board

import "math/bits"

// Scanner walks the arrangements of an Index in number order, each in
// constant time on average: the last kind's cells step to the next set of
// as many (Gosper's step) and only the cells that change are moved, and
// the other kinds are numbered afresh only when it wraps around. A
// Scanner is not safe for concurrent use; make one a goroutine.
type Scanner struct {
	x    *Index
	i    int // the number of the arrangement last returned
	a    Sets
	c    int    // its key's class (without symmetries, the rank of its key's set)
	r    uint64 // the rank of its other kinds
	last uint8  // the last kind of the numbering, after the key
	// The last kind as a subset (comp) of the cells left free by the
	// kinds before it (cells, in increasing order), its digit and
	// radix.
	comp   uint64
	digit  uint64
	radix  uint64
	cells  [MaxCells]uint8
	primed bool
}

// Scan returns a Scanner whose first Next returns arrangement i.
func (x *Index) Scan(i int) *Scanner {
	s := &Scanner{x: x}
	s.Seek(i)
	return s
}

// Seek sets the scanner so that Next returns arrangement i next.
func (s *Scanner) Seek(i int) {
	s.i, s.primed = i-1, false
}

// Index returns the number of the arrangement Next returned last.
func (s *Scanner) Index() int { return s.i }

// Next returns the next arrangement: the representative of its class,
// with symmetries. The caller must not read past Size()−1.
func (s *Scanner) Next() Sets {
	s.i++
	x := s.x
	if !s.primed {
		s.prime()
		return s.a
	}
	if len(x.order) == 0 {
		return s.a
	}
	if x.cls != nil && s.c >= x.cls.ntriv {
		// A symmetric class: the next least arrangement of its others.
		j := s.c - x.cls.ntriv
		if s.i < x.symOff[j+1] {
			s.r = x.symmetric()[j].Next(s.r)
			x.restUnrank(&s.a, s.r, x.full()&^s.a[x.order[0]])
			return s.a
		}
		s.c++
		s.r = x.symmetric()[j+1].Select(0)
		s.restart()
		return s.a
	}
	s.r++
	if s.r == x.rest {
		s.c++
		s.r = 0
		if x.cls != nil && s.c >= x.cls.ntriv {
			s.r = x.symmetric()[s.c-x.cls.ntriv].Select(0)
		}
		s.restart()
		return s.a
	}
	s.digit++
	if s.digit == s.radix {
		s.restart()
		return s.a
	}
	next := nextComb(s.comp)
	for d := next ^ s.comp; d != 0; d &= d - 1 {
		s.a[s.last] ^= 1 << s.cells[bits.TrailingZeros64(d)]
	}
	s.comp = next
	return s.a
}

// prime sets the scanner at s.i from scratch.
func (s *Scanner) prime() {
	x := s.x
	s.primed = true
	s.a, s.c, s.r = x.unrank(s.i)
	if len(x.order) == 0 {
		return
	}
	s.setLast()
}

// restart sets the arrangement from the class s.c and the rank s.r.
func (s *Scanner) restart() {
	x := s.x
	k0 := x.order[0]
	if x.cls == nil {
		s.a[k0] = x.t.unrank(uint64(s.c), int(x.counts[k0]), x.b.n)
	} else {
		s.a[k0] = x.cls.rep[s.c]
	}
	x.restUnrank(&s.a, s.r, x.full()&^s.a[k0])
	s.setLast()
}

// setLast sets the state of the last kind from the arrangement.
func (s *Scanner) setLast() {
	x := s.x
	n := len(x.order)
	if n < 2 {
		s.radix, s.digit = 1, 0
		return
	}
	s.last = x.order[n-1]
	s.radix = x.radix[n-1]
	s.digit = s.r % s.radix
	free := x.full()
	for _, k := range x.order[:n-1] {
		free &^= s.a[k]
	}
	s.comp = 0
	for j := 0; free != 0; j++ {
		c := bits.TrailingZeros64(free)
		free &= free - 1
		s.cells[j] = uint8(c)
		if s.a[s.last]>>c&1 != 0 {
			s.comp |= 1 << j
		}
	}
}

package cgt

// The first phase of SolveRetrograde: find the positions in scope, count
// their moves and resolve the ends of play.

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"unsafe"
)

// setup allocates the result table for n cells.
func (s *retro[P]) setup(n int) error {
	if n > math.MaxInt32 {
		return fmt.Errorf("%w: SolveRetrograde: %d positions, more than 2³¹−1", ErrLimit, n)
	}
	s.n = n
	var err error
	if s.tab, err = newRetroTable(s.m.ctx, n); err != nil {
		return err
	}
	s.tab.seq = s.workers == 1
	s.queued = 2*n >= queueMin
	if s.ws == nil {
		s.newWorkers()
	}
	return nil
}

// visit records slot i holding p, in cell c: its terminal outcome, or its
// move counter (and, for a game without Predecessors, its moves in the
// reverse graph).
//
// plain: no other goroutine visits a cell in the same word of the table
// (one worker, or chunks of cells starting at even cells).
func (s *retro[P]) visit(w *retroWorker[P], i, c int, p P, plain bool) error {
	w.count++
	if o, ended := s.g.Terminal(p); ended {
		if o < Loss || o > Win {
			return fmt.Errorf("%w: SolveRetrograde: Terminal(%v) reported outcome %v", ErrInconsistent, p, o)
		}
		if o == Tie {
			w.ties++
		}
		s.tab.put(c, mkCell(o, 0), plain)
		w.done++
		return nil
	}
	var d int
	if s.rev != nil && s.counter != nil {
		d = s.counter.NumMoves(p)
	} else {
		w.moves = s.g.Moves(w.moves[:0], p)
		d = len(w.moves)
	}
	if d == 0 {
		s.tab.put(c, mkCell(Loss, 0), plain)
		w.done++
		return nil
	}
	if s.rev != nil && s.orb != nil {
		d *= s.orb.OrbitSize(p) // see Orbits
	}
	if s.rev == nil {
		for _, q := range w.moves {
			j, err := s.slotOf(q)
			if err != nil {
				return fmt.Errorf("%w (a move from %v)", err, p)
			}
			if s.scope != nil && !s.scope.has(j) {
				return fmt.Errorf("%w: SolveRetrograde: a move from %v leads out of the positions found", ErrInconsistent, p)
			}
			w.efrom = append(w.efrom, int32(i))
			w.eto = append(w.eto, int32(s.cellOf(j)))
		}
	}
	if !s.tab.setCount(c, d, plain) {
		w.spill = append(w.spill, spillDeg{int32(c), int32(d)})
	}
	return nil
}

// initWhole visits every position of a Dense game.
func (s *retro[P]) initWhole() error {
	n := s.dense.Size()
	if s.m.limit > 0 && n > s.m.limit {
		return fmt.Errorf("%w: Size() = %d > %d", ErrLimit, n, s.m.limit)
	}
	s.space = n
	if err := s.setup(n); err != nil {
		return err
	}
	// Workers take chunks of 1,024 slots of a batch between meter updates.
	// A batch is a multiple of the chunk, so every chunk starts on an even
	// slot and no two workers share a word of the table: they can store
	// plainly (ownsWords checks it for each chunk, and a chunk that would
	// share a word stores atomically).
	const chunk = 1024
	batch := 1 << 16
	if s.m.progress != nil {
		batch = min(max(s.m.every+chunk-1, chunk)/chunk*chunk, batch)
	}
	for lo := 0; lo < n; lo += batch {
		hi := min(lo+batch, n)
		err := s.run(hi-lo, chunk, func(w *retroWorker[P], a, b int) error {
			plain := s.tab.seq || s.tab.ownsWords(lo+a, lo+b, n)
			for i := lo + a; i < lo+b; i++ {
				if err := s.visit(w, i, i, s.dense.Position(i), plain); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		if err := s.m.Add(hi - lo); err != nil {
			return err
		}
	}
	return s.finishInit()
}

// discover marks the slots in w.slots found, adding those met for the first
// time to the worker's next layer. The forward search gathers the slots of
// several positions' moves before it tests them, asking for each bitmap
// word as soon as its slot is known (prefetchLine): the bitmap is probed at
// random, and the misses then overlap instead of waiting one by one.
func (s *retro[P]) discover(w *retroWorker[P], next int, seq bool) {
	for _, j := range w.slots {
		if s.scope.testAndSet(int(j), seq) {
			w.disc[next] = append(w.disc[next], j)
		}
	}
	w.slots = w.slots[:0]
}

// initReach finds the positions of a Dense game reachable from starts, by
// forward BFS layers shared among the workers, marking them in a bitmap;
// then it numbers them by rank and visits them in that order.
func (s *retro[P]) initReach(starts []P) error {
	if err := s.scopeSpace(); err != nil {
		return err
	}
	s.newWorkers()
	var err error
	if s.scope, err = newRankBitmap(s.m.ctx, s.space); err != nil {
		return err
	}
	seq := s.workers == 1
	gather := len(s.scope.bits)*8 >= queueMin
	// Each worker keeps the positions it found in the current layer
	// (disc[cur]) and appends those of the next one to disc[1−cur]: two
	// lists, reused from layer to layer, and no merged copy.
	cur := 0
	if err := s.markStarts(starts, cur, seq); err != nil {
		return err
	}
	found := 0
	lists := make([][]int32, len(s.ws))
	offs := make([]int, len(s.ws)+1)
	for {
		for k, w := range s.ws {
			lists[k] = w.disc[cur]
			offs[k+1] = offs[k] + len(lists[k])
		}
		total := offs[len(s.ws)]
		if total == 0 {
			break
		}
		found += total
		if err := s.m.Add(total); err != nil {
			return err
		}
		next := 1 - cur
		err := s.run(total, s.grain(total), func(w *retroWorker[P], lo, hi int) error {
			k := 0
			for offs[k+1] <= lo {
				k++
			}
			for g := lo; g < hi; g++ {
				for offs[k+1] <= g {
					k++
				}
				i := lists[k][g-offs[k]]
				p := s.dense.Position(int(i))
				if _, ended := s.g.Terminal(p); ended {
					continue
				}
				w.moves = s.g.Moves(w.moves[:0], p)
				for _, q := range w.moves {
					j, err := s.slotOf(q)
					if err != nil {
						return fmt.Errorf("%w (a move from %v)", err, p)
					}
					if !gather {
						if s.scope.testAndSet(j, seq) {
							w.disc[next] = append(w.disc[next], int32(j))
						}
						continue
					}
					prefetchLine(unsafe.Pointer(&s.scope.bits[j>>6]))
					w.slots = append(w.slots, int32(j))
				}
				if len(w.slots) >= batch {
					s.discover(w, next, seq)
				}
			}
			s.discover(w, next, seq)
			return nil
		})
		if err != nil {
			return err
		}
		for _, w := range s.ws {
			w.disc[cur] = w.disc[cur][:0]
		}
		cur = next
	}
	for _, w := range s.ws {
		w.disc = [2][]int32{}
	}
	if got := s.scope.index(); got != found {
		return fmt.Errorf("cgt: SolveRetrograde: internal error: %d positions marked, %d found", got, found)
	}
	return s.visitScope(found)
}

// markStarts marks the slots of the start positions found, each worker
// listing those it marks first in its layer disc[cur]. Each worker takes
// one contiguous part of starts: a list in slot order, claimed in small
// chunks, would have the workers write the same words of the bitmap by
// turns. The error is that of the first bad start in the list's order.
func (s *retro[P]) markStarts(starts []P, cur int, seq bool) error {
	part := max((len(starts)+s.workers-1)/s.workers, 1)
	bad := make([]int, s.workers) // in each part, the first bad start, or −1
	for k := range bad {
		bad[k] = -1
	}
	err := s.run(len(starts), part, func(w *retroWorker[P], lo, hi int) error {
		w.disc[cur] = slices.Grow(w.disc[cur], hi-lo)
		for i, p := range starts[lo:hi] {
			j, err := s.slotOf(p)
			if err != nil {
				bad[lo/part] = lo + i
				return nil
			}
			if s.scope.testAndSet(j, seq) {
				w.disc[cur] = append(w.disc[cur], int32(j))
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, i := range bad {
		if i >= 0 {
			_, err := s.slotOf(starts[i])
			return fmt.Errorf("%w (a start position)", err)
		}
	}
	return nil
}

// scopeSpace sets the space of a Dense game whose scope is a rank bitmap
// (reachable or canonical), whose slots must fit in an int32.
func (s *retro[P]) scopeSpace() error {
	s.space = s.dense.Size()
	if s.space > math.MaxInt32 {
		return fmt.Errorf("%w: SolveRetrograde: Size() = %d, more than 2³¹−1", ErrLimit, s.space)
	}
	return nil
}

// initCanonical marks the representatives of a Dense game's classes (see
// Orbits) as the scope, and visits them: the whole space, one position
// per class.
func (s *retro[P]) initCanonical() error {
	if err := s.scopeSpace(); err != nil {
		return err
	}
	if s.m.limit > 0 && s.space > s.m.limit {
		return fmt.Errorf("%w: Size() = %d > %d", ErrLimit, s.space, s.m.limit)
	}
	s.newWorkers()
	var err error
	if s.scope, err = newRankBitmap(s.m.ctx, s.space); err != nil {
		return err
	}
	// Batches of whole words between meter updates; whole words per
	// chunk, so that no two workers write the same word.
	words := len(s.scope.bits)
	for lo := 0; lo < words; lo += 1 << 12 {
		hi := min(lo+1<<12, words)
		err := s.run(hi-lo, 16, func(w *retroWorker[P], a, b int) error {
			for i := (lo + a) * 64; i < min((lo+b)*64, s.space); i++ {
				j, err := s.slotOf(s.dense.Position(i))
				if err != nil {
					return err
				}
				if j == i {
					s.scope.bits[i>>6] |= 1 << (uint(i) & 63)
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		if err := s.m.Add(min(hi*64, s.space) - lo*64); err != nil {
			return err
		}
	}
	return s.visitScope(s.scope.index())
}

// visitScope sets up the table for the n slots of the scope and visits
// them in cell order.
func (s *retro[P]) visitScope(n int) error {
	if err := s.setup(n); err != nil {
		return err
	}
	// Visit the positions in cell order, a chunk of whole words at a time.
	words := len(s.scope.bits)
	// A chunk's cells are a run clo … chi−1; a cell whose neighbour in its
	// word of the table is in the run too is stored plainly.
	err := s.run(words, s.grain(words), func(w *retroWorker[P], lo, hi int) error {
		c, chi := s.scope.rank(lo*64), s.n
		if hi < words {
			chi = s.scope.rank(hi * 64)
		}
		clo := c
		for k := lo; k < hi; k++ {
			for b := s.scope.bits[k]; b != 0; b &= b - 1 {
				i := k*64 + bits.TrailingZeros64(b)
				plain := s.tab.seq || (c^1 >= clo && c^1 < chi)
				if err := s.visit(w, i, c, s.dense.Position(i), plain); err != nil {
					return err
				}
				c++
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	return s.finishInit()
}

// initMap finds the positions reachable from starts in a game that is not
// Dense, numbering them with a map, on one goroutine.
func (s *retro[P]) initMap(starts []P) error {
	idx := s.idx
	for _, p := range starts {
		idx.add(p)
	}
	// deg[i] ≥ 0 is the number of moves; −o marks a terminal outcome o.
	var deg []int32
	var efrom, eto []int32
	var moves []P
	for i := 0; i < idx.size(); i++ {
		if err := s.m.Step(); err != nil {
			return err
		}
		p := idx.keys[i]
		if o, ended := s.g.Terminal(p); ended {
			if o < Loss || o > Win {
				return fmt.Errorf("%w: SolveRetrograde: Terminal(%v) reported outcome %v", ErrInconsistent, p, o)
			}
			deg = append(deg, -int32(o))
			continue
		}
		moves = s.g.Moves(moves[:0], p)
		for _, q := range moves {
			j, _, _ := idx.add(q)
			if s.rev == nil {
				efrom = append(efrom, int32(i))
				eto = append(eto, int32(j))
			}
		}
		d := len(moves)
		if s.rev != nil && s.orb != nil {
			d *= s.orb.OrbitSize(p) // see Orbits
		}
		deg = append(deg, int32(d))
	}
	s.space = idx.size()
	if err := s.setup(idx.size()); err != nil {
		return err
	}
	w := s.ws[0]
	w.efrom, w.eto = efrom, eto
	for i, d := range deg {
		w.count++
		switch {
		case d < 0:
			if Outcome(-d) == Tie {
				w.ties++
			}
			s.tab.claim(i, mkCell(Outcome(-d), 0))
			w.done++
		case d == 0:
			s.tab.claim(i, mkCell(Loss, 0))
			w.done++
		case !s.tab.setCount(i, int(d), true): // plain: this loop alone writes the table
			w.spill = append(w.spill, spillDeg{int32(i), d})
		}
	}
	return s.finishInit()
}

// finishInit gathers the workers' counts, spilled counters and edges.
func (s *retro[P]) finishInit() error {
	var spill []spillDeg
	edges := 0
	s.left = 0
	for _, w := range s.ws {
		s.count += w.count
		s.left += w.count - w.done
		w.done = 0
		s.ties += w.ties
		spill = append(spill, w.spill...)
		w.spill = nil
		edges += len(w.efrom)
	}
	slices.SortFunc(spill, func(a, b spillDeg) int { return int(a.cell - b.cell) })
	s.tab.bigCell = make([]int32, len(spill))
	s.tab.bigLeft = make([]int32, len(spill))
	for k, e := range spill {
		s.tab.bigCell[k], s.tab.bigLeft[k] = e.cell, e.deg
	}
	if s.rev == nil {
		if edges > math.MaxInt32 {
			return fmt.Errorf("%w: SolveRetrograde: %d moves, more than 2³¹−1; implement Predecessors", ErrLimit, edges)
		}
		// Build the reverse graph in compressed rows.
		var err error
		if s.off, err = makeTable[int32](s.m.ctx, s.n+1); err != nil {
			return err
		}
		for _, w := range s.ws {
			for _, j := range w.eto {
				s.off[j+1]++
			}
		}
		for i := 1; i <= s.n; i++ {
			s.off[i] += s.off[i-1]
		}
		if s.from, err = makeTable[int32](s.m.ctx, edges); err != nil {
			return err
		}
		fill := slices.Clone(s.off[:s.n])
		for _, w := range s.ws {
			for k, j := range w.eto {
				s.from[fill[j]] = w.efrom[k]
				fill[j]++
			}
			w.efrom, w.eto = nil, nil
		}
	}
	capF := max(s.n/16, 1<<16)
	capF = min(capF, s.n)
	var err error
	if s.cur, err = makeTable[int32](s.m.ctx, capF); err != nil {
		return err
	}
	s.next, err = makeTable[int32](s.m.ctx, capF)
	return err
}

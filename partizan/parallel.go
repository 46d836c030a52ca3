package partizan

// The parallel engine: the canonical form of a position of a Splitter
// game that has a Size, with Options.Workers goroutines.
//
// It works in two sweeps over the regions (the parts that the game's
// Components returns) reachable from the position. The first finds them
// all, from the largest Size down: a part of a move of a region is
// smaller than the region, so when the sweep reaches a size it has found
// every region of that size. The regions of one size are expanded in
// parallel (their moves generated and split into parts), and each part is
// handed to the worker that owns its hash, which numbers it in a table of
// its own (for a Negator, the hash of its PairKey, so that a part and its
// image meet: the second found is the first one's twin, neither expanded
// nor valued, its value the other's negated). The second sweep values the regions, from the smallest size
// up: every part of a move of a region of size s is valued before s
// begins, so the regions of one size are valued in parallel, each by one
// worker, as the sequential engine values it: the value of a move is the
// sum of its parts' values and the region's value the canonical form of
// {Left's moves | Right's moves}.
//
// The arithmetic of canonical forms (the universe) is not safe for
// concurrent use, and a lock around it would leave the workers waiting:
// it is most of the time. So each worker has a universe of its own, and
// the values pass between them through a shared store of canonical forms
// that only grows (master): a worker publishes there the value of each
// region it solves, form by form, once per form it has not published
// before, and reads there the values of the parts it needs, importing
// each form once into its own universe. The workers also share their sums
// of forms of the store (shared), so that one is seldom made twice. Canonical forms are unique, so the store holds each
// value once, whichever worker found it first, and the result does not
// depend on the number of workers nor on their timing.

import (
	"context"
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/cgtgo/cgt"
)

// Sizer is an optional capability of a Splitter game, which lets
// Canonical solve it with several workers (Options.Workers): Size(p) is a
// measure of p such that every part (Components) of every move of a
// position p has a smaller Size than p (a Domineering board's empty
// squares, a Clobber board's stones). The engine checks it, and returns an
// error naming the position where it fails.
//
// The engine keeps a list of regions for every size up to the largest, so
// a Size is a small number: at most 2²⁰ (a count of squares, stones or
// counters, not a hash).
type Sizer[P comparable] interface {
	Size(p P) int
}

// pregion is a region found by the first sweep: its number, and once
// expanded its moves (kids: for each move, Left's first, the number of its
// parts and then their numbers) and how many of them are Left's (nl).
type pregion[P comparable] struct {
	p    P
	idx  int32
	nl   int32
	kids []int32
}

// partReq is a part found by a worker, for its owner to number: the
// number goes to kids[at] of the region i of the size being expanded,
// whose move it is a part of. (Indices, not a pointer: a request holds no
// pointer for the collector to scan.)
type partReq[P comparable] struct {
	p     P
	h     uint64
	i, at int32
}

// mform is a canonical form in the master store: a number, a nimber *nim
// (nim ≥ 1), or the form {l | r}, its options as ids of the store, sorted.
type mform struct {
	l, r  []vid
	num   Dyadic
	isNum bool
	nim   int32
}

// The store's forms are kept in chunks of doubling sizes, so that a small
// solve allocates little and a large one few chunks: chunk k holds the
// ids from firstChunk·(2ᵏ − 1) on, firstChunk·2ᵏ of them.
const firstChunk = 1 << 10

// chunkOf returns the chunk of id and its place there.
func chunkOf(id vid) (int, int) {
	k := bits.Len64(uint64(id)/firstChunk+1) - 1
	return k, int(id) - firstChunk*(1<<k-1)
}

// master is the shared store of canonical forms, which only grows. Its
// index is in shards by the form's hash, each with a lock, so that
// writers seldom wait for each other: a writer of a form not in its shard
// takes a new id (an atomic add) and writes the form there, under the
// shard's lock, so that two writers of one form get one id. A reader
// reads a form without a lock: it reaches an id only through something
// written after the form (the values of the regions, the shared sums, its
// own translations), and the chunks are never moved.
type master struct {
	n      atomic.Int32
	chunks [22]atomic.Pointer[[]mform] // 2³² ids, more than a vid holds
	shards [64]struct {
		mu    sync.Mutex
		forms map[string]vid // by options, or "n"/"*" and the number
		_     [48]byte       // a shard to a line of the processor's cache
	}
}

func newMaster() *master {
	m := &master{}
	for i := range m.shards {
		m.shards[i].forms = map[string]vid{}
	}
	var k []byte
	m.intern(mform{isNum: true}, k) // id 0 is the game 0, as in a universe
	return m
}

func (m *master) form(id vid) *mform {
	k, i := chunkOf(id)
	return &(*m.chunks[k].Load())[i]
}

// intern returns the id of f, adding it if it is new; key is scratch.
func (m *master) intern(f mform, key []byte) (vid, []byte) {
	k := key[:0]
	switch {
	case f.isNum:
		k = append(k, 'n')
		k = binary.AppendVarint(k, f.num.num)
		k = append(k, f.num.exp)
	case f.nim > 0:
		k = append(k, '*')
		k = binary.AppendUvarint(k, uint64(f.nim))
	default:
		for _, y := range f.l {
			k = binary.LittleEndian.AppendUint32(k, uint32(y))
		}
		k = append(k, '|')
		for _, y := range f.r {
			k = binary.LittleEndian.AppendUint32(k, uint32(y))
		}
	}
	sh := &m.shards[maphash.Bytes(masterSeed, k)>>58]
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if id, ok := sh.forms[string(k)]; ok {
		return id, k
	}
	id := m.n.Add(1) - 1
	if id < 0 {
		panic("partizan: more than 2³¹ forms")
	}
	ck, ci := chunkOf(id)
	c := &m.chunks[ck]
	if c.Load() == nil {
		chunk := make([]mform, firstChunk<<ck)
		c.CompareAndSwap(nil, &chunk)
	}
	(*c.Load())[ci] = f
	sh.forms[string(k)] = id
	return id, k
}

var masterSeed = maphash.MakeSeed()

// pworker is one worker of the parallel engine: its universe, and the
// translation of ids between it and the master store, each id plus one
// (0: not known yet).
type pworker struct {
	u     *universe
	m     *master
	toM   []vid // universe id → master id + 1
	fromM []vid // master id → universe id + 1
	l, r  []vid
	moves []int32 // scratch of expand
	key   []byte  // scratch of publish
	buf   []int32 // the block that regions' kids are cut from
}

// growIDs returns s long enough to hold index i.
func growIDs(s []vid, i vid) []vid {
	if int(i) < len(s) {
		return s
	}
	return append(s, make([]vid, int(i)+1-len(s)+len(s)/2)...)
}

// publish returns the master id of the form x of w's universe, adding it
// (and its options) to the store if no worker did.
func (w *pworker) publish(x vid) vid {
	if int(x) < len(w.toM) && w.toM[x] != 0 {
		return w.toM[x] - 1
	}
	n := &w.u.nodes[x]
	f := mform{num: n.num, isNum: n.isNum, nim: n.nim}
	if !n.isNum && n.nim < 0 {
		l, r := n.l, n.r
		f.l, f.r = make([]vid, len(l)), make([]vid, len(r))
		for i, y := range l {
			f.l[i] = w.publish(y)
		}
		for i, y := range r {
			f.r[i] = w.publish(y)
		}
		slices.Sort(f.l)
		slices.Sort(f.r)
	}
	var id vid
	id, w.key = w.m.intern(f, w.key)
	w.link(x, id)
	return id
}

// link records that w's form x is the master form id.
func (w *pworker) link(x, id vid) {
	w.toM = growIDs(w.toM, x)
	w.toM[x] = id + 1
	w.fromM = growIDs(w.fromM, id)
	w.fromM[id] = x + 1
}

// local returns the id in w's universe of the master form id, importing
// it (and its options) if w has not met it.
func (w *pworker) local(id vid) vid {
	if int(id) < len(w.fromM) && w.fromM[id] != 0 {
		return w.fromM[id] - 1
	}
	f := w.m.form(id)
	var x vid
	switch {
	case f.isNum:
		x = w.u.number(f.num)
	case f.nim > 0:
		x = w.u.nimber(int(f.nim))
	default:
		l, r := make([]vid, len(f.l)), make([]vid, len(f.r))
		for i, y := range f.l {
			l[i] = w.local(y)
		}
		for i, y := range f.r {
			r[i] = w.local(y)
		}
		slices.Sort(l)
		slices.Sort(r)
		x = w.u.intern(l, r)
	}
	w.link(x, id)
	return x
}

// parallel is one parallel solve.
type parallel[P comparable] struct {
	left, right func([]P, P) []P // the moves it values by (valueMoves)
	split       Splitter[P]
	size        Sizer[P]
	negator     Negator[P] // or nil
	// hashes is an empty memo whose hash (the game's cgt.Hasher, or
	// maphash with its seed) every owner's table has: the parts are
	// hashed once, for their owner and its table.
	hashes  posMemo[P]
	next    atomic.Int32   // the number of regions found
	buckets [][]pregion[P] // the regions found, by size
	workers []*pworker
	// tables[o] numbers the regions whose owner is worker o, which alone
	// reads and writes it (a Table's memo of positions, its values the
	// regions' numbers): the workers hand each part they find to its
	// owner (partReq), so that no table needs a lock.
	tables []posMemo[P]
	// reqs[w][o] are the parts worker w found for owner o; found[o] the
	// new regions owner o numbered, by size.
	reqs  [][][]partReq[P]
	found [][][]pregion[P]
	// values are the regions' values, by number: a master id, or for a
	// twin ^id, its value the negative of the form id.
	values []vid
	// A region i is the twin of j, found first, when it is j's Negative
	// and of j's size: i's value is −(j's), and i is neither expanded nor
	// valued. pairs[o] are the twins (i, j) owner o found, with their
	// size; twins[sz] all those of size sz.
	pairs  [][][3]int32
	twins  [][][2]int32
	failMu sync.Mutex
	fail   error
}

// owner returns the worker that numbers the part q of hash h: by the low
// half of h (a posMemo places and tags by the high half), or for a
// Negator by q's PairKey, so that a part and its Negative meet.
func (s *parallel[P]) owner(q P, h uint64) int {
	if s.negator != nil {
		h = s.negator.PairKey(q) * 0x9E3779B97F4A7C15 >> 32
	}
	return int(uint64(uint32(h)) * uint64(len(s.workers)) >> 32)
}

// add numbers the part q of hash h in owner o's table, and says whether
// it is new and to be expanded: a new part whose Negative is there already
// is that one's twin instead.
func (s *parallel[P]) add(o int, q P, h uint64) (int32, bool) {
	t := &s.tables[o]
	if idx, ok := t.getHashed(q, h); ok {
		return idx, false
	}
	idx := s.next.Add(1) - 1
	t.set(q, idx)
	if s.negator == nil {
		return idx, true
	}
	if n, ok := s.negator.Negative(q); ok {
		// Of one size only: a twin's value is set when its size is
		// valued (a Negator need not keep the Size).
		if j, found := t.get(n); found {
			if qs := s.size.Size(q); s.size.Size(n) == qs {
				s.pairs[o] = append(s.pairs[o], [3]int32{idx, j, int32(qs)})
				return idx, false
			}
		}
	}
	return idx, true
}

// parallelCanonical is Canonical with n ≥ 2 workers for a game with the
// Splitter and Sizer capabilities.
func parallelCanonical[P comparable](ctx context.Context, g Partizan[P], split Splitter[P], size Sizer[P], p P, n int, opt *cgt.Options) (Value, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if err := ctx.Err(); err != nil {
		return Value{}, err
	}
	s := &parallel[P]{split: split, size: size, hashes: newPosMemo[P](g)}
	s.left, s.right = valueMoves(g)
	s.negator, _ = g.(Negator[P])
	mst := newMaster()
	s.tables = make([]posMemo[P], n)
	s.reqs = make([][][]partReq[P], n)
	s.found = make([][][]pregion[P], n)
	s.pairs = make([][][3]int32, n)
	for w := range n {
		s.workers = append(s.workers, &pworker{u: newUniverse(), m: mst})
		s.tables[w] = s.hashes
		s.reqs[w] = make([][]partReq[P], n)
	}
	// The root's parts: the regions the sweeps start from.
	var root []int32
	for _, q := range split.Components(nil, p) {
		h, _ := s.hashes.hash(q)
		idx, isNew := s.add(s.owner(q, h), q, h)
		if isNew {
			if err := s.place(pregion[P]{p: q, idx: idx}); err != nil {
				return Value{}, err
			}
		}
		root = append(root, idx)
	}
	m := cgt.NewMeter(ctx, opt)
	phase := func(string) {}
	if opt != nil && opt.Phase != nil {
		phase = opt.Phase
		defer phase("")
	}
	// First sweep: find and expand the regions, largest first. The
	// workers expand the regions of a size, then each numbers the parts
	// found that it owns.
	phase("finding regions")
	for sz := len(s.buckets) - 1; sz >= 0; sz-- {
		// In rounds of a bounded number of regions, so that the parts
		// handed over between two rounds take bounded memory.
		const round = 1 << 15
		for at := 0; at < len(s.buckets[sz]); at += round {
			s.run(ctx, min(round, len(s.buckets[sz])-at), func(w int, lo, hi int) error {
				return s.expand(w, sz, at+lo, at+hi)
			})
			if err := s.failed(ctx); err != nil {
				return Value{}, err
			}
			s.run(ctx, n, func(_ int, lo, hi int) error {
				for o := lo; o < hi; o++ {
					s.number(o, sz)
				}
				return nil
			})
		}
		for o, f := range s.found {
			for size, rs := range f {
				if len(rs) > 0 {
					s.grow(size)
					s.buckets[size] = append(s.buckets[size], rs...)
				}
				s.found[o][size] = rs[:0]
			}
		}
		if opt != nil && opt.Limit > 0 && int(s.next.Load()) > opt.Limit {
			return Value{}, fmt.Errorf("%w: more than %d positions", cgt.ErrLimit, opt.Limit)
		}
	}
	s.twins = make([][][2]int32, len(s.buckets))
	for _, ps := range s.pairs {
		for _, pr := range ps {
			s.twins[pr[2]] = append(s.twins[pr[2]], [2]int32{pr[0], pr[1]})
		}
	}
	s.tables, s.reqs, s.found, s.pairs = nil, nil, nil, nil
	// Second sweep: value them, smallest first.
	phase("valuing regions")
	s.values = make([]vid, s.next.Load())
	sums := newSumShards()
	for _, w := range s.workers {
		w.u.shared = &shared{w: w, shards: sums}
	}
	for sz := range s.buckets {
		s.run(ctx, len(s.buckets[sz]), func(w int, lo, hi int) error {
			return s.value(w, sz, lo, hi)
		})
		if err := s.failed(ctx); err != nil {
			return Value{}, err
		}
		for _, tw := range s.twins[sz] {
			s.values[tw[0]] = ^s.values[tw[1]]
		}
		if err := m.Add(len(s.buckets[sz])); err != nil {
			return Value{}, err
		}
	}
	w := s.workers[0]
	var sum vid
	for _, idx := range root {
		sum = w.u.add(sum, s.partValue(w, idx))
	}
	return Value{w.u.encode(sum)}, nil
}

// partValue returns the value in w's universe of region idx.
func (s *parallel[P]) partValue(w *pworker, idx int32) vid {
	v := s.values[idx]
	if v < 0 {
		return w.u.neg(w.local(^v))
	}
	return w.local(v)
}

// grow makes room for the bucket of size sz.
func (s *parallel[P]) grow(sz int) {
	for len(s.buckets) <= sz {
		s.buckets = append(s.buckets, nil)
	}
}

// maxSize bounds the sizes of the root's parts: the engine keeps a list of
// regions for every size below.
const maxSize = 1 << 20

// place puts one of the root's parts into its bucket.
func (s *parallel[P]) place(r pregion[P]) error {
	sz := s.size.Size(r.p)
	if sz < 0 || sz > maxSize {
		return fmt.Errorf("partizan: Size of %v is %d, not in 0 … %d (Sizer's contract)", r.p, sz, maxSize)
	}
	s.grow(sz)
	s.buckets[sz] = append(s.buckets[sz], r)
	return nil
}

// run calls do(w, lo, hi) on the ranges of [0, n), in blocks, with the
// workers (w the worker's number) and returns when all are done. It
// records the first error.
func (s *parallel[P]) run(ctx context.Context, n int, do func(w, lo, hi int) error) {
	block := 64
	if n < 64*len(s.workers) {
		block = 1
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range s.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil {
					e, ok := asRange(r)
					if !ok {
						panic(r)
					}
					s.setFail(rangeIn(e, "a region's value"))
				}
			}()
			for {
				lo := int(next.Add(int64(block))) - block
				if lo >= n || s.failedNow() {
					return
				}
				if err := ctx.Err(); err != nil {
					s.setFail(err)
					return
				}
				if err := do(w, lo, min(lo+block, n)); err != nil {
					s.setFail(err)
					return
				}
			}
		}()
	}
	wg.Wait()
}

func (s *parallel[P]) setFail(err error) {
	s.failMu.Lock()
	if s.fail == nil {
		s.fail = err
	}
	s.failMu.Unlock()
}

func (s *parallel[P]) failedNow() bool {
	s.failMu.Lock()
	defer s.failMu.Unlock()
	return s.fail != nil
}

func (s *parallel[P]) failed(ctx context.Context) error {
	if s.fail != nil {
		return s.fail
	}
	return ctx.Err()
}

// expand generates the moves of the regions lo … hi−1 of size sz, splits
// them into parts, and hands each part to its owner to number.
func (s *parallel[P]) expand(wi, sz, lo, hi int) error {
	w := s.workers[wi]
	reqs := s.reqs[wi]
	var moves, parts []P
	for i := lo; i < hi; i++ {
		r := &s.buckets[sz][i]
		moves = s.left(moves[:0], r.p)
		nl := len(moves)
		moves = s.right(moves, r.p)
		kids := w.moves[:0]
		parts = parts[:0]
		for _, mv := range moves {
			n := len(parts)
			parts = s.split.Components(parts, mv)
			kids = append(kids, int32(len(parts)-n))
			for _, q := range parts[n:] {
				if qs := s.size.Size(q); qs < 0 || qs >= sz {
					return fmt.Errorf("partizan: Size of %v is %d, not below %d, the size of %v that it is a part of a move of (Sizer's contract)", q, qs, sz, r.p)
				}
				kids = append(kids, -1)
			}
		}
		w.moves = kids
		// kids are cut from a block of the worker's own, so that a region
		// costs no allocation of its own; the owners write the numbers
		// of the parts there.
		if cap(w.buf)-len(w.buf) < len(kids) {
			w.buf = make([]int32, 0, max(len(kids), 1<<16))
		}
		k := len(w.buf)
		w.buf = append(w.buf, kids...)
		r.kids, r.nl = w.buf[k:len(w.buf):len(w.buf)], int32(nl)
		j := 0
		for at := 0; at < len(r.kids); {
			c := int(r.kids[at])
			for t := at + 1; t <= at+c; t++ {
				q := parts[j]
				j++
				h, _ := s.hashes.hash(q)
				o := s.owner(q, h)
				reqs[o] = append(reqs[o], partReq[P]{q, h, int32(i), int32(t)})
			}
			at += 1 + c
		}
	}
	return nil
}

// number numbers the parts handed to owner o, and keeps the new ones
// in found[o] by size.
func (s *parallel[P]) number(o, sz int) {
	t := &s.tables[o]
	bucket := s.buckets[sz]
	found := s.found[o]
	for wi := range s.workers {
		rs := s.reqs[wi][o]
		for j, rq := range rs {
			// Read the slot of a request a few ahead, so that its miss of
			// the processor's caches overlaps this one's work.
			if k := j + 8; k < len(rs) && t.n > 0 {
				t.touched += t.slots[rs[k].h>>t.shift].tag
			}
			idx, isNew := s.add(o, rq.p, rq.h)
			bucket[rq.i].kids[rq.at] = idx
			if isNew {
				qs := s.size.Size(rq.p)
				for len(found) <= qs {
					found = append(found, nil)
				}
				found[qs] = append(found[qs], pregion[P]{p: rq.p, idx: idx})
			}
		}
		s.reqs[wi][o] = rs[:0]
	}
	s.found[o] = found
}

// value computes the values of the regions lo … hi−1 of size sz.
func (s *parallel[P]) value(wi, sz, lo, hi int) error {
	w := s.workers[wi]
	for i := lo; i < hi; i++ {
		r := &s.buckets[sz][i]
		l, rr := w.l[:0], w.r[:0]
		kids := r.kids
		for mv := int32(0); len(kids) > 0; mv++ {
			c := kids[0]
			var sum vid
			for _, idx := range kids[1 : 1+c] {
				sum = w.u.add(sum, s.partValue(w, idx))
			}
			kids = kids[1+c:]
			if mv < r.nl {
				l = append(l, sum)
			} else {
				rr = append(rr, sum)
			}
		}
		w.l, w.r = l, rr
		id := w.u.canon(l, rr) // canon may reorder them; they are scratch
		s.values[r.idx] = w.publish(id)
	}
	return nil
}

// workerCount returns the number of goroutines opt allows (Options.Workers).
func workerCount(opt *cgt.Options) int {
	switch {
	case opt == nil || opt.Workers == 0:
		return 1
	case opt.Workers < 0:
		return runtime.GOMAXPROCS(0)
	}
	return opt.Workers
}

// shared is the sums that the workers made, so that a sum one of them
// made is not made again by another (without it, 16 workers made 6.6
// times the sums of one on Domineering 5×6): the universe of a worker
// asks it when its own memo does not know a + b and both a and b are in
// the master store, and tells it each sum it makes of such forms. It is a
// memo by the master ids, the sum published in the store, in shards with
// a lock each: a solve makes few sums beside its comparisons. (The
// comparisons, shared the same way in a cache of single words, were made
// half as often by 16 workers, and the solve took the same time.)
type shared struct {
	w      *pworker
	shards *[64]sumShard
}

type sumShard struct {
	mu sync.Mutex
	m  map[uint64]vid
	_  [48]byte // a shard to a line of the processor's cache
}

func newSumShards() *[64]sumShard {
	s := new([64]sumShard)
	for i := range s {
		s[i].m = map[uint64]vid{}
	}
	return s
}

// key returns the key of a + b and its shard, if a and b are in the store.
func (c *shared) key(a, b vid) (uint64, *sumShard, bool) {
	toM := c.w.toM
	if int(a) >= len(toM) || int(b) >= len(toM) || toM[a] == 0 || toM[b] == 0 {
		return 0, nil, false
	}
	ma, mb := toM[a]-1, toM[b]-1
	ma, mb = min(ma, mb), max(ma, mb) // a + b = b + a
	return uint64(ma)<<32 | uint64(mb), &c.shards[hashPair(ma, mb)>>58], true
}

// sumGet returns a + b in the worker's universe if a worker made it.
func (c *shared) sumGet(a, b vid) (vid, bool) {
	k, sh, ok := c.key(a, b)
	if !ok {
		return 0, false
	}
	sh.mu.Lock()
	m, ok := sh.m[k]
	sh.mu.Unlock()
	if !ok {
		return 0, false
	}
	return c.w.local(m), true
}

// sumPut records a + b = id, publishing id.
func (c *shared) sumPut(a, b, id vid) {
	k, sh, ok := c.key(a, b)
	if !ok {
		return
	}
	m := c.w.publish(id)
	sh.mu.Lock()
	sh.m[k] = m
	sh.mu.Unlock()
}

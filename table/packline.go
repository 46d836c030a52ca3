package table

import (
	"sync"
	"sync/atomic"
)

// packLine packs a run of blocks on several goroutines and writes them in
// order, each as soon as it and the blocks before it are packed, so that
// writing overlaps packing and no goroutine waits for a whole batch: the
// parallel writer's passes and a Writer's blocks both go through one. Its
// buffers are kept from one run to the next.
type packLine struct {
	packers []packer      // one per worker
	raw     [][]byte      // a worker's raw block
	packed  [][]byte      // the ring of stored blocks, window slots
	ready   []chan error  // a slot's block is packed (its packing's error)
	tokens  chan struct{} // a worker takes one to claim a block; the writer returns it
}

// window is the number of blocks a worker may have packed ahead of the one
// being written (their memory: a stored block each).
const window = 4

func newPackLine(workers, level int) *packLine {
	l := &packLine{
		packers: make([]packer, workers),
		raw:     make([][]byte, workers),
		packed:  make([][]byte, window*workers),
		ready:   make([]chan error, window*workers),
		tokens:  make(chan struct{}, window*workers),
	}
	for k := range l.packers {
		l.packers[k].level = level
	}
	for i := range l.ready {
		l.ready[i] = make(chan error, 1)
	}
	return l
}

// run packs blocks 0 … n−1, raw block b given by build (which may build it
// in the worker's buffer *scratch, and keep that buffer there), and calls
// put with each stored block in order. It returns the first error, of a
// packing or of put, in block order.
func (l *packLine) run(n int, build func(b int, scratch *[]byte) []byte, put func(b int, stored []byte) error) error {
	slots := len(l.ready)
	for range min(slots, n) {
		l.tokens <- struct{}{}
	}
	stop := make(chan struct{})
	var next atomic.Int64
	var wg sync.WaitGroup
	for k := range min(len(l.packers), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-l.tokens:
				case <-stop:
					return
				}
				b := int(next.Add(1)) - 1
				if b >= n {
					return
				}
				data, err := l.packers[k].pack(build(b, &l.raw[k]))
				l.packed[b%slots] = append(l.packed[b%slots][:0], data...)
				l.ready[b%slots] <- err
			}
		}()
	}
	var err error
	for b := range n {
		if err = <-l.ready[b%slots]; err == nil {
			err = put(b, l.packed[b%slots])
		}
		if err != nil {
			break
		}
		if b+slots < n {
			l.tokens <- struct{}{} // the slot is free for block b+slots
		}
	}
	close(stop)
	wg.Wait()
	// Leave the channels empty for the next run: a block packed but not
	// written after an error, tokens not taken.
	for _, c := range l.ready {
		select {
		case <-c:
		default:
		}
	}
	for len(l.tokens) > 0 {
		<-l.tokens
	}
	return err
}

// write packs blocks 0 … n−1 (run) and writes them to w in order, calling
// done with each one's index entry.
func (l *packLine) write(w *blockWriter, n int, build func(b int, scratch *[]byte) []byte, done func(b int, e []byte)) error {
	return l.run(n, build, func(b int, stored []byte) error {
		e, err := w.put(stored)
		if err == nil {
			done(b, e)
		}
		return err
	})
}

package partizan

// Upsums and downsums, the degree of loopiness and the variety of a
// stopper, idempotents, and ordinal sums of stoppers (Winning Ways ch.
// 11; Siegel, CGT VI.4 and VI.5; CGSuite's CanonicalStopper methods of
// the same names).

import (
	"errors"
	"fmt"
)

// Errors of the operations on stoppers.
var (
	// ErrNotStopper: the operation is defined for stoppers only (CGSuite
	// defines Degree, Variety, Upsum, Downsum and ordinal sums on its
	// CanonicalStopper), and a game given is not one.
	ErrNotStopper = errors.New("cgt: not a stopper")
	// ErrNotIdempotent: a variety was asked relative to a degree D that
	// is not an idempotent (D + D ≠ D).
	ErrNotIdempotent = errors.New("cgt: the degree of a variety must be an idempotent")
	// ErrNotStable: the upsum and downsum varieties of a stopper differ,
	// so it has no variety (Grenville's a{0|{0||||0,*2|||a|0||0}||0}).
	ErrNotStable = errors.New("cgt: the game is not stable")
)

// stopperOnly returns an error wrapping ErrNotStopper unless every x is a
// stopper.
func stopperOnly(op string, xs ...Loopy) error {
	for _, x := range xs {
		if !x.IsStopper() {
			return fmt.Errorf("%w: %s of %v", ErrNotStopper, op, x)
		}
	}
	return nil
}

// Upsum returns the upsum of the stoppers x and y (CGSuite's Upsum): the
// onside of x + y, a stopper S with x + y = S & T. Errors: ErrNotStopper,
// cgt.ErrLimit past 4,096 positions in the product of their graphs, or an
// error if S is not a stopper (a counterexample to the finite sides
// conjecture, Siegel CGT VI.4).
func (x Loopy) Upsum(y Loopy) (Loopy, error) { return x.sideSum(y, sideOn, "Upsum") }

// Downsum returns the downsum of the stoppers x and y (CGSuite's
// Downsum): the offside T of x + y = S & T, with the errors of Upsum.
func (x Loopy) Downsum(y Loopy) (Loopy, error) { return x.sideSum(y, sideOff, "Downsum") }

func (x Loopy) sideSum(y Loopy, s side, op string) (Loopy, error) {
	if err := stopperOnly(op, x, y); err != nil {
		return Loopy{}, err
	}
	if a, ok := x.Short(); ok {
		if b, ok := y.Short(); ok {
			return loopyOfValue(a.Add(b))
		}
	}
	ga, ra := x.graph()
	gb, rb := y.graph()
	z, err := sideValue(productGraph(ga, gb), ra*gb.n()+rb, s)
	if err == nil && !z.IsStopper() {
		err = fmt.Errorf("cgt: %s of %v and %v is no stopper (a counterexample to the finite sides conjecture)", op, x, y)
	}
	return z, err
}

// Degree returns the degree of loopiness of the stopper x (Winning Ways
// ch. 11; Siegel CGT VI.5; CGSuite's Degree): x Upsum −x, the onside of
// x − x, most often an idempotent (not for {0|||0||0|off}, CGSuite
// finds); 0 for a short game. The degree of on and of off
// is on, of over and of 3/2under over. Errors as for Upsum.
func (x Loopy) Degree() (Loopy, error) {
	if err := stopperOnly("Degree", x); err != nil {
		return Loopy{}, err
	}
	if _, ok := x.Short(); ok {
		return Loopy{}, nil
	}
	return x.Upsum(x.Neg())
}

// IsIdempotent reports whether x + x = x (CGSuite's IsIdempotent): 0, on,
// off, over, dud and every degree are. Errors as for Add.
func (x Loopy) IsIdempotent() (bool, error) {
	d, err := x.Add(x)
	if err != nil {
		return false, err
	}
	return d.Equal(x), nil
}

// UpsumVariety returns the upsum variety of the stopper x relative to the
// idempotent deg (CGSuite's UpsumVariety): x Upsum (−x Downsum −deg).
// Errors: ErrNotStopper, ErrNotIdempotent, and those of Upsum.
func (x Loopy) UpsumVariety(deg Loopy) (Loopy, error) {
	if err := x.varietyCheck(deg); err != nil {
		return Loopy{}, err
	}
	t, err := x.Neg().Downsum(deg.Neg())
	if err != nil {
		return Loopy{}, err
	}
	return x.Upsum(t)
}

// DownsumVariety returns the downsum variety of the stopper x relative to
// the idempotent deg (CGSuite's DownsumVariety): x Downsum (−x Upsum
// deg), with the errors of UpsumVariety.
func (x Loopy) DownsumVariety(deg Loopy) (Loopy, error) {
	if err := x.varietyCheck(deg); err != nil {
		return Loopy{}, err
	}
	t, err := x.Neg().Upsum(deg)
	if err != nil {
		return Loopy{}, err
	}
	return x.Downsum(t)
}

func (x Loopy) varietyCheck(deg Loopy) error {
	if err := stopperOnly("a variety", x, deg); err != nil {
		return err
	}
	idem, err := deg.IsIdempotent()
	if err != nil {
		return err
	}
	if !idem {
		return fmt.Errorf("%w: %v", ErrNotIdempotent, deg)
	}
	return nil
}

// Variety returns the variety of the stopper x (Winning Ways ch. 11;
// Siegel CGT VI.5; CGSuite's Variety): with D its degree, the common
// value of x UpsumVariety D and x DownsumVariety D, which a stable x has.
// The variety of over is over, of 3/2under under. Errors: ErrNotStopper,
// ErrNotIdempotent when D is not an idempotent, ErrNotStable when the two
// differ, and those of Upsum.
func (x Loopy) Variety() (Loopy, error) {
	deg, err := x.Degree()
	if err != nil {
		return Loopy{}, err
	}
	up, err := x.UpsumVariety(deg)
	if err != nil {
		return Loopy{}, err
	}
	down, err := x.DownsumVariety(deg)
	if err != nil {
		return Loopy{}, err
	}
	if up != down {
		return Loopy{}, fmt.Errorf("%w: %v has upsum variety %v and downsum variety %v", ErrNotStable, x, up, down)
	}
	return up, nil
}

// IsStable reports whether the stopper x is stable (CGSuite's IsStable):
// its upsum and downsum varieties relative to its degree are equal.
// Errors as for Variety, but ErrNotStable.
func (x Loopy) IsStable() (bool, error) {
	_, err := x.Variety()
	if errors.Is(err, ErrNotStable) {
		return false, nil
	}
	return err == nil, err
}

// OrdinalSum returns the ordinal sum x:y of the stoppers x and y
// (Winning Ways ch. 2 and 11; CGSuite's G:H), on the simplest form of x:
// x:y = {x^L, x:y^L | x^R, x:y^R}, a move in x ending y. 1:off = {0 |
// 1:off} is over, 1:1 = 2, 1:−1 = 1/2. Errors: ErrNotStopper, cgt.ErrLimit
// past 4,096 positions.
func (x Loopy) OrdinalSum(y Loopy) (Loopy, error) {
	if err := stopperOnly("an ordinal sum", x, y); err != nil {
		return Loopy{}, err
	}
	g, r := x.graph()
	h, q := y.graph()
	n := g.n()
	s := newLgraph(n + h.n())
	for v := range n {
		s.l[v], s.r[v] = g.l[v], g.r[v]
	}
	for v := range h.n() {
		w := n + v
		s.l[w] = append(s.l[w], g.l[r]...)
		for _, o := range h.l[v] {
			s.l[w] = append(s.l[w], int32(n)+o)
		}
		s.r[w] = append(s.r[w], g.r[r]...)
		for _, o := range h.r[v] {
			s.r[w] = append(s.r[w], int32(n)+o)
		}
	}
	return loopyOf(s, n+q)
}

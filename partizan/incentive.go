package partizan

// Incentives: what a move is worth to the player who makes it.

// LeftIncentives returns the Left incentives of v, v^L − v for the Left
// options v^L of its canonical form (CGSuite's G.LeftIncentives; Winning
// Ways ch. 5, Siegel, Combinatorial Game Theory, II.5). They are pairwise
// incomparable, the options of a canonical form being so. 5 = {4|} has the
// Left incentive −1 and no Right incentive.
func (v Value) LeftIncentives() []Value { return v.incentiveValues(true, false) }

// RightIncentives returns the Right incentives of v, v − v^R for the Right
// options v^R of its canonical form (CGSuite's G.RightIncentives).
func (v Value) RightIncentives() []Value { return v.incentiveValues(false, true) }

// Incentives returns the incentives of v, Left's and Right's together,
// without repeats and without those below another (CGSuite's
// G.Incentives): ↑ = {0|*} has the Left incentive ↓ and the Right
// incentive ↑*, and Incentives is {↑*}. A player's best move in a sum is
// among the moves of greatest incentive (Winning Ways ch. 5), and the
// Norton product uses them (NortonProduct).
func (v Value) Incentives() []Value { return v.incentiveValues(true, true) }

func (v Value) incentiveValues(left, right bool) []Value {
	u := newUniverse()
	var out []Value
	for _, x := range u.incentives(u.decode(v.s), left, right) {
		out = append(out, Value{u.encode(x)})
	}
	return out
}

// incentives returns the Left (left) and Right (right) incentives of a,
// without repeats and dominated ones (a smaller incentive is dropped),
// sorted by id.
func (u *universe) incentives(a vid, left, right bool) []vid {
	var s []vid
	if left {
		na := u.neg(a)
		for _, x := range u.opts(a, true) {
			s = append(s, u.add(x, na))
		}
	}
	if right {
		for _, x := range u.opts(a, false) {
			s = append(s, u.add(a, u.neg(x)))
		}
	}
	return u.prune(s, true)
}

package partizan

// Nim multiplication: the product of nimbers.

// NimProduct returns the nim product a ⊗ b (Conway, On Numbers and Games,
// ch. 6; Winning Ways ch. 14; CGSuite's a NimProduct b, and *a
// ConwayProduct *b = *(a ⊗ b)): the mex of a'⊗b ⊕ a⊗b' ⊕ a'⊗b' over a' <
// a and b' < b, which with nim addition ⊕ (exclusive or) makes the
// integers below 2^(2^k) a field, for every k. It is exact for all of
// uint64 (the field of order 2⁶⁴): 2 ⊗ 2 = 3, 4 ⊗ 4 = 6, 2³² ⊗ 2³² = 2³² +
// 2³¹. The nimber product *a·*b is Nimber(int(NimProduct(a, b))) when that
// is at most MaxNimber (a product of nimbers below 2³⁰ may be up to 2³²
// − 1).
//
// It splits by Fermat 2-powers F = 2^(2^k): for a = a₁F ⊕ a₀ and b = b₁F ⊕
// b₀ with a₀, a₁, b₀, b₁ < F, F ⊗ F = F ⊕ F/2 gives a ⊗ b = (a₁b₁ ⊕ a₁b₀ ⊕
// a₀b₁)F ⊕ a₀b₀ ⊕ a₁b₁ ⊗ F/2, three products of half the width (Karatsuba)
// and one by F/2.
func NimProduct(a, b uint64) uint64 { return nimMul(a, b, 64) }

// nimMul returns a ⊗ b for a, b < 2^bits (bits a power of two): the
// recursion ends with the one-bit products.
func nimMul(a, b uint64, bits uint) uint64 {
	if a <= 1 || b <= 1 {
		return a * b
	}
	h := bits / 2
	mask := uint64(1)<<h - 1
	a1, a0, b1, b0 := a>>h, a&mask, b>>h, b&mask
	hi := nimMul(a1, b1, h)
	lo := nimMul(a0, b0, h)
	mid := nimMul(a1^a0, b1^b0, h) ^ lo // a₁b₀ ⊕ a₀b₁ ⊕ a₁b₁
	return mid<<h | lo ^ nimMul(hi, uint64(1)<<(h-1), h)
}

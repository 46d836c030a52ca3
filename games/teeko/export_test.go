package teeko

// AddCount adds n positions of an outcome to c, for the external tests.
var AddCount = (*Counts).add

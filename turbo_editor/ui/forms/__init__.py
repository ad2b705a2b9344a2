"""One form per node kind of the feed tree."""

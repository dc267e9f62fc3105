// Package printing lays out card faces on paper sheets and writes them as PDF for playtesters who
// print at home or send files to a print shop.
//
// The printer knows no game: a Job carries the fronts (and optionally backs) as face.Face display
// lists built by a game's face builder. Options choose the paper, card size, bleed, gap, cut guides
// and how backs are printed; NewLayout turns them into exact positions in millimetres (pure
// arithmetic, tested apart from the PDF), and RenderPDF and SavePDF draw the pages. The
// app's print preview places faces with the same Layout.
//
// Every PDF call of flaskdeck lives in this package.
package printing

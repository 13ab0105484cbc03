// The styles of the product lists, imported by the pages that show one: the code that uses them
// loads after the page (listing-lazy.tsx), the styles must come with the server's HTML. That code
// imports none of them: a lazy chunk's stylesheet is linked again by Vite's preload helper (it
// does not see React Router's `…css#` link), parsed again and the page's styles recalculated
// while it hydrates (issue 9).
import './catalogue.css';
import './filters.css';
import './product-card.css';

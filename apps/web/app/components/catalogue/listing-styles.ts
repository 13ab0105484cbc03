// The styles of the product lists, imported by the pages that show one: the code that uses them
// loads after the page (listing-lazy.tsx), the styles must come with the server's HTML.
import './catalogue.css';
import './product-card.css';

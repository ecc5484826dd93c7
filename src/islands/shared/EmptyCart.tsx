/** The spec's empty-cart text, with the way back to the restaurants. */
export default function EmptyCart() {
  return (
    <div className="empty">
      <p>Your cart is empty.</p>
      <a className="btn" href="/restaurants">
        Browse Restaurants
      </a>
    </div>
  );
}

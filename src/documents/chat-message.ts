// ChatMessage subclass: room for the chat-card work (card data models, button wiring) of later issues.
export class CepheusChatMessage<
  SubType extends ChatMessage.SubType = ChatMessage.SubType,
> extends ChatMessage<SubType> {
  /** Rolls of this message that came from a rules dice request of the given purpose (see src/dice). */
  rollsFor(purpose: string): Roll[] {
    return this.rolls.filter((r) => (r.options as { purpose?: string }).purpose === purpose);
  }
}

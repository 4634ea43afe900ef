/// The Users flow's one Store: the only owner of its state, navigation included. Every View (the
/// list's, the detail's, the New user form's) and the coordinator hold it.
typealias UsersStore = Store<UsersState, UsersIntent, UsersAction, UsersRequest, UsersReducer.EffectID>
